import type { IncomingHttpHeaders } from 'node:http'

/** Hop-by-hop headers (RFC 9110 7.6.1) and Host: they describe one connection, never the next one. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'trailer',
  'host',
])

/** Header names that the `Connection` header lists as connection-specific (to be dropped as well). */
function connectionOptions(connection: string | string[] | undefined): string[] {
  if (typeof connection !== 'string' || connection === '') return []
  return connection
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}

/**
 * The end-to-end headers of a message, ready to go over the next hop: hop-by-hop headers and those named
 * by its `Connection` header are left out. Node and undici give header names in lower case.
 */
export function endToEndHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const dropped = connectionOptions(headers.connection)
  const result: Record<string, string | string[]> = {}
  for (const name in headers) {
    const value = headers[name]
    if (value === undefined || HOP_BY_HOP.has(name) || (dropped.length > 0 && dropped.includes(name)))
      continue
    result[name] = value
  }
  return result
}

/**
 * True when a path would climb out of the route it was matched on once a server normalises it: a `..`
 * segment, percent-encoded or not. Such requests are refused rather than forwarded.
 */
export function climbsOut(path: string): boolean {
  if (!path.includes('.') && !path.includes('%')) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return true
  }
  return decoded.split(/[/\\]/).includes('..')
}
