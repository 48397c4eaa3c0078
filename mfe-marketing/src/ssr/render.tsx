// Build-time pre-rendering: the same route components, rendered to static HTML with react-dom/server.
import { renderToString } from 'react-dom/server'
import { ALL_CITIES, cityPath, cityRedirects } from '../domain/cities.js'
import { renderHeadTags } from '../seo/head-html.js'
import { NOT_FOUND_HEAD, STATIC_PATHS, VERIFY_PATHS, headForPath, type PageHead } from '../seo/meta.js'
import { buildRobotsTxt, buildSitemapXml } from '../seo/sitemap.js'
import { loadAllPages, MarketingRoutes } from '../routes.js'
import { StaticPathContext } from '../routing.js'
import { MARKETING_CSS, MARKETING_STYLE_ID } from '../styles/marketing-css.js'
import { TrustContent } from '../trust/TrustContent.js'
import { TrustContentContext } from '../trust/TrustIsland.js'
import { TRUST_CSS, TRUST_STYLE_ID } from '../trust/trust-css.js'

/** Stands for the configured public origin; the gateway replaces it when it serves the page. */
export const ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__'

export interface PrerenderedPage {
  path: string
  status: 200 | 404
  title: string
  description: string
  canonicalPath: string | null
  /** Tags for <head>, with ORIGIN_PLACEHOLDER in absolute URLs (the shared stylesheet is in headCommonHtml()). */
  headHtml: string
  /** Markup for the shell's #root: exactly what the mounted app renders for the path. */
  bodyHtml: string
}

/**
 * The page's markup for #root, exactly what the mounted app renders for the path: the shell moves it into the
 * marketing app's container, where the app hydrates it.
 */
export function renderBody(path: string): string {
  const html = renderToString(
    <StaticPathContext.Provider value={path}>
      {/* The trust sections render in full here; the browser keeps their markup (trust/TrustIsland.tsx). */}
      <TrustContentContext.Provider value={TrustContent}>
        <MarketingRoutes />
      </TrustContentContext.Provider>
    </StaticPathContext.Provider>,
  )
  // A page whose chunk is not loaded renders its loading line, in a boundary left to the browser (`<!--$!-->`).
  if (html.includes('<!--$!-->'))
    throw new Error(`${path}: its page's code is not loaded (await loadAllPages() first)`)
  return html
}

/** Every page's code, loaded before any render (a synchronous render cannot wait for a page's chunk). */
export { loadAllPages }

function renderPage(path: string, head: PageHead): PrerenderedPage {
  const headHtml = renderHeadTags(head, ORIGIN_PLACEHOLDER)
  return {
    path,
    status: head.status,
    title: head.title,
    description: head.description,
    canonicalPath: head.canonicalPath,
    headHtml,
    bodyHtml: renderBody(path),
  }
}

export function prerenderPages(): PrerenderedPage[] {
  const paths = [...STATIC_PATHS, ...ALL_CITIES.map(cityPath)]
  return paths.map((path) => renderPage(path, headForPath(path)))
}

/**
 * The agreement verification pages' frames (noindex, outside the sitemap): /verify, and /verify/:token, one
 * template the gateway serves for every token; the browser reads the shared agreement (docs/decisions.md).
 */
export function prerenderVerifyPages(): PrerenderedPage[] {
  return VERIFY_PATHS.map((path) => renderPage(path, headForPath(path)))
}

/** The 404 page; rendered for a path no route knows, so it is the same markup the app shows. */
export function prerenderNotFound(): PrerenderedPage {
  return renderPage('/404', NOT_FOUND_HEAD)
}

/**
 * Added to every marketing page's <head>: the inlined stylesheets (styled first paint, no extra request), the
 * trust sections' own included (their code, which could add it, is not loaded on a pre-rendered page).
 */
export function headCommonHtml(): string {
  return `<style id="${MARKETING_STYLE_ID}">${MARKETING_CSS}</style><style id="${TRUST_STYLE_ID}">${TRUST_CSS}</style>`
}

export { cityRedirects }
export const sitemapXmlTemplate = () => buildSitemapXml(ORIGIN_PLACEHOLDER)
export const robotsTxtTemplate = () => buildRobotsTxt(ORIGIN_PLACEHOLDER)
