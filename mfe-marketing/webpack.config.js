// Two builds: the Module Federation remote for browsers (dist/), and a Node bundle of the same route
// components (node_modules/.cache/prerender/render.cjs) that scripts/prerender.mjs uses to write
// dist/prerendered/.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const deps = require('./package.json').dependencies

const swcRule = (target) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target,
      },
    },
  },
})

const resolveTs = {
  extensions: ['.tsx', '.ts', '.js'],
  // NodeNext-style imports name the compiled file (./x.js); webpack finds the TypeScript source.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
}

// The platform's shared singletons (the contract with the shell). This app itself does not use react-router-dom
// (see src/routing.tsx); it stays declared so every app agrees on one copy.
const shared = {
  react: { singleton: true, requiredVersion: deps.react },
  'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-dom/': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-router-dom': { singleton: true, requiredVersion: deps['react-router-dom'] },
  'single-spa': { singleton: true, requiredVersion: deps['single-spa'] },
  '@cosign/ui': { singleton: true, requiredVersion: false },
}

function browserConfig(mode) {
  const production = mode === 'production'
  return {
    name: 'browser',
    mode,
    target: 'web',
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: resolve(here, 'dist'),
      publicPath: 'auto',
      uniqueName: 'mfe_marketing',
      // Entry files keep stable names (the federation runtime cannot template contenthash there).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: resolveTs,
    module: { rules: [swcRule('es2020')] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mfe_marketing',
        filename: 'remoteEntry.js',
        exposes: { './app': './src/lifecycle.tsx' },
        shared,
        dts: false,
        // This remote loads no other remotes: the remote-loading part of the federation runtime is left out.
        experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
      }),
      // Absolute script URLs, so standalone deep links (/city/...) load the same files.
      new HtmlWebpackPlugin({ template: './public/index.html', chunks: ['main'], publicPath: '/' }),
    ],
    performance: { hints: false },
    devServer: {
      port: 3001,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Standalone development: the API (e.g. live prices) and the sitemap come from a running gateway.
      proxy: [{ context: ['/api', '/sitemap.xml', '/robots.txt'], target: 'http://localhost:8080' }],
      client: { overlay: false },
    },
  }
}

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
  if (env.WEBPACK_SERVE) return browserConfig(mode)
  return [browserConfig(mode), ssrConfig(mode)]
}
