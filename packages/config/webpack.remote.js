// Webpack configuration of every micro-frontend (mfe-marketing, mfe-renter, mfe-cosigner, mfe-admin): a Module
// Federation remote exposing single-spa lifecycles as `./app` (loaded by the shell), plus a standalone page
// (index.html, `pnpm dev`) for working on it alone; in production two builds, the remote without a federation
// runtime core of its own (the shell's serves) and the standalone page with one. Plugins are passed in because they are the app's own
// dependencies (pnpm keeps packages from reaching undeclared ones). What the shell shares with it is in
// webpack.base.js.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  appDependencies,
  federationExperiments,
  frontEndConfig,
  isProduction,
  optimization,
  sharedSingletons,
} from './webpack.base.js'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * @param {{ name: string, area: string, dir: string, port: number,
 *   plugins: { ModuleFederationPlugin: any, HtmlWebpackPlugin: any },
 *   loadsRemotes?: boolean, shareStrategy?: 'loaded-first' | 'version-first' | null, minifyHtml?: boolean,
 *   html?: object, devServer?: object }} app
 *   `area` names the app in its standalone page ("Cosign admin (standalone)"); `loadsRemotes: false` leaves
 *   the remote-loading part of the federation runtime out; `shareStrategy: null`
 *   keeps the federation default; `minifyHtml` minifies the standalone page in production (html-webpack-plugin's
 *   and webpack's own HTML minifiers); `html` and `devServer` add to (or replace) its options.
 */
export function remoteWebpackConfig({
  name,
  area,
  dir,
  port,
  plugins: { ModuleFederationPlugin, HtmlWebpackPlugin },
  loadsRemotes = true,
  shareStrategy = 'loaded-first',
  minifyHtml = false,
  html = {},
  devServer = {},
}) {
  // The same shared singletons as the shell (shell/webpack.config.js).
  const shared = sharedSingletons(appDependencies(dir))

  return (env = {}, argv = {}) => {
    const production = isProduction(argv)
    // Entry files (main.js, remoteEntry.js) keep stable names and are served with no-cache; chunks are hashed.
    // Stylesheets (the css rule) are for standalone mode only: the shell links the same stylesheet itself.
    // The shell loads this remote from another origin: chunks resolve against remoteEntry.js's own URL.
    const base = { ...frontEndConfig({ name, dir, production, publicPath: 'auto' }), context: dir }
    const federation = ({ externalRuntime = false, ...options }) =>
      new ModuleFederationPlugin({
        name,
        shared,
        ...(shareStrategy ? { shareStrategy } : {}),
        dts: false,
        experiments: federationExperiments({ disableRemote: !loadsRemotes, externalRuntime }),
        ...options,
      })
    const container = { filename: 'remoteEntry.js', exposes: { './app': './src/lifecycle.tsx' } }
    const standalonePage = new HtmlWebpackPlugin({
      // The account apps' standalone page is one template (standalone.html) naming the app's area;
      // mfe-marketing brings its own (public/index.html).
      template: resolve(here, 'standalone.html'),
      area,
      chunks: ['main'],
      ...(minifyHtml ? {} : { minify: false }),
      ...html,
    })
    const common = {
      optimization: optimization({ dir, production, splitChunks: 'async', minifyHtml }),
      performance: { hints: false },
    }

    // `webpack serve` (working on the app alone): one build with both entries and its own federation runtime.
    if (env.WEBPACK_SERVE) {
      return {
        ...base,
        ...common,
        plugins: [federation(container), standalonePage],
        devServer: {
          port,
          historyApiFallback: true,
          headers: { 'Access-Control-Allow-Origin': '*' },
          client: { overlay: false },
          ...devServer,
        },
      }
    }
    // A production build is two (issue 28, one federation runtime per page): remoteEntry.js for the shell, with
    // no federation runtime core of its own (the shell's is on the page), and the standalone page (index.html,
    // main.js), which has no shell and so brings its own. Both write dist/: the standalone build runs second
    // and keeps what the first wrote; its chunk-loading global differs so the two never mix chunks.
    return [
      {
        ...base,
        ...common,
        name: 'remote',
        entry: {},
        plugins: [federation({ ...container, externalRuntime: true })],
      },
      {
        ...base,
        ...common,
        name: 'standalone',
        dependencies: ['remote'],
        output: { ...base.output, uniqueName: `${name}_standalone`, clean: false },
        plugins: [federation({ manifest: false }), standalonePage],
      },
    ]
  }
}
