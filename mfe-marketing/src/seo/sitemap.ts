import { ALL_CITIES, cityPath } from '../domain/cities.js'

/**
 * Pages listed in /sitemap.xml besides the city pages (spec: /, /renter, /cosigner, /signup, /login; issue 30: the
 * Terms of Service and Privacy Policy).
 */
export const SITEMAP_MAIN_PATHS = ['/', '/renter', '/cosigner', '/signup', '/login', '/terms', '/privacy'] as const

export function sitemapPaths(): string[] {
  return [...SITEMAP_MAIN_PATHS, ...ALL_CITIES.map(cityPath)]
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  )
}

/** The XML sitemap with absolute URLs; `origin` has no trailing slash (e.g. https://example.com). */
export function buildSitemapXml(origin: string): string {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`
}
