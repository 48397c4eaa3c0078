// Bench only (issue 28): the shell and its micro-frontends as one ordinary bundle (entry.ts), no Module
// Federation, for bench/architecture-cost.mjs. Not part of `pnpm run build` nor of the test command's build:
//   node shell/node_modules/webpack-cli/bin/cli.js -c bench/single-bundle/webpack.config.js
//   ->   bench/single-bundle/dist/ (served under /single/)
// The same loaders, resolution, minification and chunk splitting as the shell's production build
// (packages/config/webpack.base.js); index.html only carries the script tags the bench puts into the gateway's
// own page for `/` (same pre-rendered markup, same stylesheet link).
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { EagerCompileHintPlugin, frontEndConfig, optimization } from '../../packages/config/webpack.base.js'

const here = dirname(fileURLToPath(import.meta.url))
const shellDir = resolve(here, '../../shell')
// Loaders and plugins come from the shell's dependencies (this folder has none of its own).
const fromShell = createRequire(resolve(shellDir, 'package.json'))
const HtmlWebpackPlugin = fromShell('html-webpack-plugin')

export const SINGLE_BUNDLE_BASE = '/single/'

export default () => {
  const base = frontEndConfig({
    name: 'single_bundle',
    dir: here,
    production: true,
    publicPath: SINGLE_BUNDLE_BASE,
    filename: 'assets/[name].[contenthash:8].js',
    chunkDir: 'assets/',
  })
  return {
    ...base,
    context: here,
    entry: { main: './entry.ts' },
    resolveLoader: { modules: [resolve(shellDir, 'node_modules'), 'node_modules'] },
    plugins: [
      new HtmlWebpackPlugin({ templateContent: '<!doctype html><html><head></head><body></body></html>', minify: false }),
      // Like the shell's start-up scripts: here the entry's chunks are the whole start.
      new EagerCompileHintPlugin((compilation) => new Set(compilation.entrypoints.get('main').chunks)),
    ],
    // The shell's webpack (and so its minimizer), as for the shell's own build.
    optimization: optimization({ dir: shellDir, production: true, splitChunks: 'all' }),
    performance: { hints: false },
  }
}
