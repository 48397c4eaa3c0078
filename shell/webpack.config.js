// The shell: Module Federation host + single-spa root. Remote URLs are not built in: they come from
// /config.json at run time (src/config/runtime-config.ts), so a micro-frontend can be redeployed alone.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'
import {
  EagerCompileHintPlugin,
  federationExperiments,
  frontEndConfig,
  isProduction,
  optimization,
  provideRuntimeCorePlugin,
  sharedSingletons,
} from '../packages/config/webpack.base.js'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const deps = require('./package.json').dependencies

// The platform's shared singletons, the same as every remote's (packages/config/webpack.base.js).
export const shared = sharedSingletons(deps)

// One stylesheet linked from index.html <head>: it is there before any script runs, so pre-rendered marketing
// pages paint styled and the space of the header is reserved (no layout shift when the shell mounts).
const STYLESHEETS = [
  require.resolve('@cosign/ui/ui.css'),
  ...['shell', 'notifications', 'tab-bar', 'footer-and-screens'].map((part) => resolve(here, `src/styles/${part}.css`)),
]

function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim()
}

/**
 * The favicon, app icons and web manifest (public/icons/, linked from index.html) are written to the build
 * as they are, under icons/: the gateway serves the shell's build files, pre-rendered marketing pages included.
 */
class StaticIconsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources
    const dir = resolve(here, 'public/icons')
    compiler.hooks.thisCompilation.tap('StaticIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StaticIconsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of readdirSync(dir)) {
            compilation.fileDependencies.add(resolve(dir, name))
            compilation.emitAsset(`icons/${name}`, new RawSource(readFileSync(resolve(dir, name))))
          }
        },
      )
    })
  }
}

class LinkedStylesheetPlugin {
  constructor(files, publicPath) {
    this.files = files
    this.publicPath = publicPath
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('LinkedStylesheetPlugin', (compilation) => {
      let href = null
      compilation.hooks.processAssets.tap(
        {
          name: 'LinkedStylesheetPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          this.files.forEach((file) => compilation.fileDependencies.add(file))
          const css = minifyCss(this.files.map((file) => readFileSync(file, 'utf8')).join('\n'))
          const name = `assets/app.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`
          compilation.emitAsset(name, new RawSource(css))
          href = `${this.publicPath}${name}`
        },
      )
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LinkedStylesheetPlugin', (data) => {
        if (href)
          data.headTags.unshift({ tagName: 'link', voidTag: true, attributes: { rel: 'stylesheet', href } })
        return data
      })
    })
  }
}

// The federation runtime asks for the entry's file name before content hashes exist (it only needs the folder);
// answer it without the hash then, and with the hash when the file is written.
const entryFilename = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js'

export default (_env = {}, argv = {}) => {
  const production = isProduction(argv)
  const publicPath = '/'
  return {
    ...frontEndConfig({
      name: 'shell',
      dir: here,
      production,
      // Absolute: the shell answers deep links such as /profile/abc with the same index.html.
      publicPath,
      filename: production ? entryFilename : '[name].js',
      // A lazily loaded screen's own stylesheet (checkout/) is injected with its chunk (the css rule): the
      // linked stylesheet above, which every page loads, stays as it is.
      chunkDir: 'assets/',
    }),
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // No build-time remotes: src/mfe/federation.ts registers them from /config.json.
        remotes: {},
        shared,
        // A remote that is down must not break start-up: shared modules are taken from what is loaded.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: federationExperiments(),
        // The remotes' entries use this runtime core instead of their own (webpack.remote.js).
        runtimePlugins: [provideRuntimeCorePlugin(here)],
      }),
      // Not minified: the gateway's marketing pages look for the literal `<div id="root"></div>` and `</head>`.
      new HtmlWebpackPlugin({ template: './public/index.html', chunks: ['main'], minify: false }),
      new LinkedStylesheetPlugin(STYLESHEETS, publicPath),
      new StaticIconsPlugin(),
      ...(production ? [new EagerCompileHintPlugin()] : []),
    ],
    optimization: optimization({ dir: here, production, splitChunks: 'all' }),
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 200_000, maxAssetSize: 250_000 },
    devServer: {
      port: 8090,
      historyApiFallback: true,
      client: { overlay: false },
      // Development only: the API and /config.json come from a running gateway.
      proxy: [{ context: ['/api', '/config.json'], target: 'http://localhost:8080', ws: true }],
    },
  }
}
