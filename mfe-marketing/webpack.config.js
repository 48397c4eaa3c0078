// Two builds: the Module Federation remote for browsers (dist/, the configuration every micro-frontend shares:
// packages/config/webpack.remote.js), and a Node bundle of the same route components
// (node_modules/.cache/prerender/render.cjs) that scripts/prerender.mjs uses to write dist/prerendered/.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'
import { remoteWebpackConfig } from '../packages/config/webpack.remote.js'
import { resolveTs, swcRule } from '../packages/config/webpack.base.js'

const here = dirname(fileURLToPath(import.meta.url))

// This app does not use react-router-dom (see src/routing.tsx).
const browserConfig = remoteWebpackConfig({
  name: 'mfe_marketing',
  area: 'marketing',
  dir: here,
  port: 3001,
  plugins: { ModuleFederationPlugin, HtmlWebpackPlugin },
  // This remote loads no other remotes: the remote-loading part of the federation runtime is left out.
  loadsRemotes: false,
  shareStrategy: null,
  minifyHtml: true,
  // Its own standalone page; absolute script URLs, so standalone deep links (/city/...) load the same files.
  html: { template: './public/index.html', publicPath: '/' },
  // Standalone development: the API (e.g. live prices) and the sitemap come from a running gateway.
  devServer: { proxy: [{ context: ['/api', '/sitemap.xml', '/robots.txt'], target: 'http://localhost:8080' }] },
})

function ssrConfig(mode) {
  return {
    name: 'ssr',
    mode,
    target: 'node',
    entry: { render: './src/ssr/render.tsx' },
    devtool: false,
    output: {
      // Kept out of dist/ (served to browsers) and out of git and lint, like other tool caches.
      path: resolve(here, 'node_modules/.cache/prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { ...resolveTs, alias: { '@cosign/ui$': resolve(here, 'src/ssr/ui-server.ts') } },
    module: { rules: [swcRule('es2022')] },
    // React comes from node_modules at pre-render time; our own code and contracts are bundled.
    externals: {
      react: 'commonjs react',
      'react/jsx-runtime': 'commonjs react/jsx-runtime',
      'react-dom/server': 'commonjs react-dom/server',
    },
    optimization: { minimize: false },
    performance: { hints: false },
  }
}

export default (env = {}, argv = {}) => {
  const mode = argv.mode ?? 'production'
  // Served: one browser build; built: the remote and the standalone page (webpack.remote.js), then the SSR bundle.
  if (env.WEBPACK_SERVE) return { name: 'browser', ...browserConfig(env, { ...argv, mode }) }
  return [...browserConfig(env, { ...argv, mode }), ssrConfig(mode)]
}
