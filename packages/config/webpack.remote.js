// Webpack configuration shared by the account micro-frontends (mfe-renter, mfe-cosigner, mfe-admin): a Module
// Federation remote exposing single-spa lifecycles as `./app` (loaded by the shell), plus a standalone page
// (index.html, `pnpm dev`) for working on it alone. Plugins are passed in because they are the app's own
// dependencies (pnpm keeps packages from reaching undeclared ones).
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

/**
 * @param {{ name: string, dir: string, port: number,
 *   plugins: { ModuleFederationPlugin: any, HtmlWebpackPlugin: any } }} app
 */
export function remoteWebpackConfig({ name, dir, port, plugins: { ModuleFederationPlugin, HtmlWebpackPlugin } }) {
  const deps = createRequire(resolve(dir, 'package.json'))('./package.json').dependencies
  // The same shared singletons as the shell (shell/webpack.config.js).
  const shared = {
    react: { singleton: true, requiredVersion: deps.react },
    'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
    'react-dom/': { singleton: true, requiredVersion: deps['react-dom'] },
    'react-router-dom': { singleton: true, requiredVersion: deps['react-router-dom'] },
    'single-spa': { singleton: true, requiredVersion: deps['single-spa'] },
    '@cosign/ui': { singleton: true, requiredVersion: false },
  }

  return (_env = {}, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production'
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
          name: name,
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
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
      },
    }
  }
}
