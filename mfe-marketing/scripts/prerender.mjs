// Writes dist/prerendered/: one JSON file per marketing route (head tags + #root markup), the 404 page, the
// stylesheet tag every page's head gets, the state-city -> city-state redirects, and sitemap.xml / robots.txt
// templates. The gateway serves them, replacing the origin placeholder with its configured public origin.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const ssr = createRequire(import.meta.url)(join(root, 'node_modules/.cache/prerender/render.cjs'))
const outDir = join(root, 'dist/prerendered')

function fileFor(path) {
  return path === '/' ? 'pages/home.json' : `pages${path.replace(/:/g, "_")}.json`
}

async function write(relative, content) {
  const target = join(outDir, relative)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, typeof content === 'string' ? content : JSON.stringify(content))
}

await rm(outDir, { recursive: true, force: true })
await ssr.loadAllPages()
const pages = [...ssr.prerenderPages(), ...ssr.prerenderVerifyPages()]
const files = {}
for (const page of pages) {
  files[page.path] = fileFor(page.path)
  await write(files[page.path], page)
}
await write('pages/404.json', ssr.prerenderNotFound())
await write('head-common.html', ssr.headCommonHtml())
await write('sitemap.xml', ssr.sitemapXmlTemplate())
await write('robots.txt', ssr.robotsTxtTemplate())
await write('manifest.json', {
  originPlaceholder: ssr.ORIGIN_PLACEHOLDER,
  pages: files,
  notFound: 'pages/404.json',
  headCommon: 'head-common.html',
  cityRedirects: ssr.cityRedirects(),
  sitemapXml: 'sitemap.xml',
  robotsTxt: 'robots.txt',
})
console.log(`prerendered ${pages.length} pages + 404 into ${outDir}`)
