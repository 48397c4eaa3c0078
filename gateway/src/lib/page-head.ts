import { RUNTIME_CONFIG_ELEMENT_ID } from '@cosign/api'
import type { GatewayConfig } from '../config.js'

/** The body of GET /config.json, also inlined in every page the gateway serves (runtimeConfigScript). */
export interface RuntimeConfig {
  remotes: GatewayConfig['remotes']
  apiBase: string
  /** Support contact for /support (null: not configured). */
  support: GatewayConfig['support']
}

export function runtimeConfigOf(config: Pick<GatewayConfig, 'remotes' | 'support'>): RuntimeConfig {
  return { remotes: config.remotes, apiBase: '/api', support: config.support }
}

/**
 * The runtime configuration as a data block in the page, so the shell knows the remotes' URLs without waiting
 * for /config.json. A JSON block is never executed (no CSP change); `<` is escaped so no value can close it.
 */
export function runtimeConfigScript(body: RuntimeConfig): string {
  const json = JSON.stringify(body).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`
}

/** The part of a remote's mf-manifest.json read here: the files each exposed module loads. */
export interface FederationManifest {
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * `<link rel="preload" as="script">` for a remote's entry and the files its exposed module needs before it can
 * run (the manifest's sync assets, next to the entry: the remotes' publicPath is "auto"). Without them the
 * browser finds each file only after the previous one ran: the shell's main.js, its chunks, the entry, the
 * module. No `crossorigin`: the federation runtime and webpack load these scripts without one, and a preload
 * is only reused when that attribute matches. An unreadable manifest preloads the entry alone.
 */
export function remotePreloadLinks(
  entryUrl: string,
  manifest: FederationManifest | null,
  exposed: string,
): string {
  let base: URL
  try {
    base = new URL(entryUrl, 'http://relative.invalid')
  } catch {
    return ''
  }
  const files = manifest?.exposes?.find((e) => e.name === exposed)?.assets?.js?.sync ?? []
  const urls = [
    entryUrl,
    ...files.filter((f) => typeof f === 'string').map((f) => resolveNextTo(base, entryUrl, f)),
  ]
  return urls.map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`).join('')
}

/** A file next to the entry, as absolute as the entry's own URL (a same-origin path stays a path). */
function resolveNextTo(base: URL, entryUrl: string, file: string): string {
  const resolved = new URL(file, base)
  return /^https?:\/\//i.test(entryUrl) ? resolved.href : `${resolved.pathname}${resolved.search}`
}

/**
 * The page's deferred scripts (the shell's entry) fetched at high priority, for a page whose #root is empty:
 * nothing on it can paint before the entry has run, so it is as critical as the stylesheet, and a browser fetches
 * a deferred script at low priority unless told. Not for the pre-rendered marketing pages, whose text paints
 * first and shares a phone's bandwidth with what it fetches (docs/decisions.md, "The shell's entry fetched first
 * where nothing paints without it").
 */
export function withEntryFetchedFirst(html: string): string {
  return html.replace(/<script defer(?![^>]*\bfetchpriority=)/gi, '<script defer fetchpriority="high"')
}

/** `tags` inserted before `</head>`; the page unchanged when it has none. */
export function withHeadTags(html: string, tags: string): string {
  const headEnd = html.search(/<\/head>/i)
  return headEnd < 0 || !tags ? html : `${html.slice(0, headEnd)}${tags}\n${html.slice(headEnd)}`
}
