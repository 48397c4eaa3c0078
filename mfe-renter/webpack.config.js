// mfe_renter: a Module Federation remote exposing single-spa lifecycles as `./app` (loaded by the shell),
// plus a standalone page (index.html, `pnpm dev`) for working on it alone.
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const deps = require('./package.json').dependencies

// The same shared singletons as the shell (shell/webpack.config.js).
const shared = {
  react: { singleton: true, requiredVersion: deps.react },
  'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-dom/': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-router-dom': { singleton: true, requiredVersion: deps['react-router-dom'] },
  'single-spa': { singleton: true, requiredVersion: deps['single-spa'] },
  '@cosign/ui': { singleton: true, requiredVersion: false },
}

export default (_env = {}, argv = {}) => {
  const production = (argv.mode ?? 'production') === 'production'
  return {
    mode: production ? 'production' : 'development',
    target: 'web',
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: resolve(here, 'dist'),
      // The shell loads this remote from another origin: chunks resolve against remoteEntry.js's own URL.
      publicPath: 'auto',
      uniqueName: 'mfe_renter',
      // Entry files (main.js, remoteEntry.js) keep stable names and are served with no-cache; chunks are hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        // Standalone mode only (the shell links the same stylesheet itself).
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mfe_renter',
        filename: 'remoteEntry.js',
        exposes: { './app': './src/lifecycle.tsx' },
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
      new HtmlWebpackPlugin({ template: './public/index.html', chunks: ['main'], minify: false }),
    ],
    optimization: {
      minimize: production,
      minimizeOptions: { html: false },
      moduleIds: 'deterministic',
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
    devServer: {
      port: 3002,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
    },
  }
}
