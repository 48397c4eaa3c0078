// Webpack configuration of every micro-frontend (mfe-marketing, mfe-renter, mfe-cosigner, mfe-admin): a Module
// Federation remote exposing single-spa lifecycles as `./app` (loaded by the shell), plus a standalone page
// (index.html, `pnpm dev`) for working on it alone. Plugins are passed in because they are the app's own
// dependencies (pnpm keeps packages from reaching undeclared ones). What the shell shares with it is in
// webpack.base.js.
import { resolve } from 'node:path'
import {
  appDependencies,
  cssRule,
  federationExperiments,
  isProduction,
  resolveTs,
  sharedSingletons,
  swcRule,
} from './webpack.base.js'

/**
 * @param {{ name: string, dir: string, port: number,
 *   plugins: { ModuleFederationPlugin: any, HtmlWebpackPlugin: any },
 *   loadsRemotes?: boolean, shareStrategy?: 'loaded-first' | 'version-first' | null, minifyHtml?: boolean,
 *   html?: object, devServer?: object }} app
 *   `loadsRemotes: false` leaves the remote-loading part of the federation runtime out; `shareStrategy: null`
 *   keeps the federation default; `minifyHtml` minifies the standalone page in production (html-webpack-plugin's
 *   and webpack's own HTML minifiers); `html` and `devServer` add to (or replace) its options.
 */
export function remoteWebpackConfig({
  name,
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

  return (_env = {}, argv = {}) => {
    const production = isProduction(argv)
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'web',
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: resolve(dir, 'dist'),
        // The shell loads this remote from another origin: chunks resolve against remoteEntry.js's own URL.
        publicPath: 'auto',
        uniqueName: name,
        // Entry files (main.js, remoteEntry.js) keep stable names and are served with no-cache; chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: resolveTs,
      module: {
        // Stylesheets: standalone mode only (the shell links the same stylesheet itself).
        rules: [swcRule('es2020'), cssRule],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: name,
          filename: 'remoteEntry.js',
          exposes: { './app': './src/lifecycle.tsx' },
          shared,
          ...(shareStrategy ? { shareStrategy } : {}),
          dts: false,
          experiments: federationExperiments({ disableRemote: !loadsRemotes }),
        }),
        new HtmlWebpackPlugin({
          template: './public/index.html',
          chunks: ['main'],
          ...(minifyHtml ? {} : { minify: false }),
          ...html,
        }),
      ],
      optimization: {
        minimize: production,
        ...(minifyHtml ? {} : { minimizeOptions: { html: false } }),
        moduleIds: 'deterministic',
        splitChunks: { chunks: 'async' },
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        ...devServer,
      },
    }
  }
}
