import { BRAND_NAME } from '../content/site.js'
import type { PageHead } from './meta.js'

export function escapeHtml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )
}

/** JSON inside <script>: `<` escaped so no string can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The tags a page adds to <head>: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function renderHeadTags(head: PageHead, origin: string): string {
  const title = escapeHtml(head.title)
  const description = escapeHtml(head.description)
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}">`]
  if (head.canonicalPath === null) {
    tags.push('<meta name="robots" content="noindex">')
  } else {
    const url = escapeHtml(origin + head.canonicalPath)
    tags.push(
      `<link rel="canonical" href="${url}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(BRAND_NAME)}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:locale" content="en_US">`,
      `<meta name="twitter:card" content="summary">`,
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
    )
  }
  for (const data of head.jsonLd(origin))
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`)
  return tags.join('\n')
}
