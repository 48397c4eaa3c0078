// The webpack pieces every front end shares: the shell (shell/webpack.config.js) and the four remotes
// (webpack.remote.js, which mfe-marketing, mfe-renter, mfe-cosigner and mfe-admin build with). One place for
// the Module Federation singletons (the contract between the shell and its remotes), the TypeScript loader and
// resolution, the federation runtime's options and the start-up scripts' compile hint.
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'

/** The `dependencies` of the app in `dir` (its package.json), for the shared singletons' versions. */
export function appDependencies(dir) {
  return createRequire(resolve(dir, 'package.json'))('./package.json').dependencies
}

/**
 * The platform's shared singletons: the shell and every remote agree on one copy of each. Not react-router-dom
 * (issue 28): a shared module is never tree-shaken, and all of react-router 7 (data routers, server rendering,
 * sessions) weighed 62 KB gzipped on every signed-in page. Each micro-frontend bundles the part it uses; the one
 * router context a page needs is the mounted app's own (`@cosign/ui/mfe-router`, a subpath, so bundled by that
 * app with the same copy as its screens), and the shell routes without it.
 */
export function sharedSingletons(deps) {
  return {
    react: { singleton: true, requiredVersion: deps.react },
    'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
    // Trailing slash: shares react-dom/client (and any other subpath) as the same singleton.
    'react-dom/': { singleton: true, requiredVersion: deps['react-dom'] },
    'single-spa': { singleton: true, requiredVersion: deps['single-spa'] },
    '@cosign/ui': { singleton: true, requiredVersion: false },
  }
}

/** TypeScript and TSX through swc, for a browser (es2020) or Node (es2022) target. */
export const swcRule = (target = 'es2020') => ({
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

/** A stylesheet imported by a module is injected with its chunk. */
export const cssRule = { test: /\.css$/, use: ['style-loader', 'css-loader'] }

export const resolveTs = {
  extensions: ['.tsx', '.ts', '.js'],
  // Schemas stay out of browser bundles: @cosign/api's declarations are types there (typebox-browser.js).
  alias: { '@sinclair/typebox$': resolve(import.meta.dirname, 'typebox-browser.js') },
  // Sources use NodeNext-style imports (./x.js); webpack finds the TypeScript file.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
}

/**
 * The federation runtime's options (no snapshot; `disableRemote` for an app that loads no other remote).
 * `externalRuntime` (issue 28, one runtime per page): the build leaves the federation runtime core out and uses
 * the one the shell puts on the page (`provideRuntimeCore` below) — for remote entries the shell loads.
 */
export const federationExperiments = ({ disableRemote = false, externalRuntime = false } = {}) => ({
  optimization: { disableSnapshot: true, ...(disableRemote ? { disableRemote: true } : {}), target: 'web' },
  ...(externalRuntime ? { externalRuntime: true } : {}),
})

/**
 * The runtime plugin that puts the shell's federation runtime core on the page for the remotes
 * (`globalThis._FEDERATION_RUNTIME_CORE`): the library's own, in its ES module build. `provideExternalRuntime`
 * adds its CommonJS build, which requires the runtime core's CommonJS build: a second copy of the core in the
 * shell (main.js 24 -> 46 KB gzipped), and not the instance the shell's federation runtime uses.
 */
export function provideRuntimeCorePlugin(appDir) {
  const enhanced = createRequire(resolve(appDir, 'package.json')).resolve('@module-federation/enhanced/webpack')
  const plugin = createRequire(enhanced).resolve('@module-federation/inject-external-runtime-core-plugin')
  return resolve(dirname(plugin), 'index.js')
}

function swcMinimizer(dir) {
  const webpack = createRequire(resolve(dir, 'package.json')).resolve('webpack')
  const MinimizerPlugin = createRequire(webpack)('minimizer-webpack-plugin')
  const minimizerOptions = { compress: { passes: 2 } }
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions })
}

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The chunks a page runs before its first screen: the entry's, those of the entry's own `import()` (the async
 * boundary before the shared modules) and the shared modules' fallbacks those chunks consume.
 */
function startupChunks(compilation) {
  const entrypoint = compilation.entrypoints.get('main')
  if (!entrypoint) return new Set()
  const chunks = new Set(entrypoint.chunks)
  for (const boundary of entrypoint.childrenIterable) {
    boundary.chunks.forEach((chunk) => chunks.add(chunk))
    for (const group of boundary.childrenIterable) {
      if (group.origins.some((origin) => origin.module?.type === 'consume-shared-module'))
        group.chunks.forEach((chunk) => chunks.add(chunk))
    }
  }
  return chunks
}

/**
 * Puts V8's compile hint at the top of the page's start-up scripts (`startupChunks`, or the chunks `select`
 * answers for a compilation). Without it V8 only pre-parses a function, and compiles it on the main thread when
 * it is first called, inside the start's long tasks; with it a streamed script is compiled on a background
 * thread while it downloads (docs/perf.md, stop 51). Runs after minification (the minifier drops comments) and
 * before the content hashes are computed.
 */
export class EagerCompileHintPlugin {
  constructor(select = startupChunks) {
    this.select = select
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    const withHint = (source) => new sources.ConcatSource(`${EAGER_COMPILE_HINT}\n`, source)
    compiler.hooks.thisCompilation.tap('EagerCompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EagerCompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of this.select(compilation)) {
            for (const file of chunk.files) if (file.endsWith('.js')) compilation.updateAsset(file, withHint)
          }
        },
      )
    })
  }
}

export const isProduction = (argv = {}) => (argv.mode ?? 'production') === 'production'

/**
 * What every front end's configuration starts with: its entry (src/index.ts), the loaders and resolution, and
 * its output in `dir`/dist. Entry files are named by `filename`; chunks are hashed (in `chunkDir`) in production.
 */
export function frontEndConfig({ name, dir, production, publicPath, filename = '[name].js', chunkDir = '' }) {
  return {
    mode: production ? 'production' : 'development',
    target: 'web',
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: resolve(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename,
      chunkFilename: production ? `${chunkDir}[name].[contenthash:8].js` : '[name].js',
      clean: true,
    },
    resolve: resolveTs,
    module: { rules: [swcRule('es2020'), cssRule] },
  }
}

/**
 * Minified in production with stable module ids. `minifyHtml: false` keeps index.html as written (webpack's own
 * HTML minifier would drop attribute quotes; the gateway looks for the literal `<div id="root"></div>`).
 * JavaScript is minified by swc, not webpack's default terser (same compress passes): the builds took a third
 * less CPU and the pages load the same bytes, within 0.3 KB gzipped (docs/perf.md, issue 25). The minimizer
 * is the one the app's webpack ships with (`minimizer-webpack-plugin`), found from the app's `dir`.
 */
export function optimization({ dir, production, splitChunks, minifyHtml = false }) {
  return {
    minimize: production,
    // JavaScript is the swc minimizer's; webpack's default ('...') keeps the other types.
    ...(production ? { minimizer: [swcMinimizer(dir), '...'] } : {}),
    minimizeOptions: { javascript: false, ...(minifyHtml ? {} : { html: false }) },
    moduleIds: 'deterministic',
    splitChunks: { chunks: splitChunks },
  }
}
