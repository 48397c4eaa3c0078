import type { FastifyReply } from 'fastify'
import type { ReadStream } from 'node:fs'

/** `filename` as plain ASCII for old clients and as UTF-8 (RFC 6266 / 5987) for everyone else. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'file'
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** Images a browser may show in the page's tab: they run nothing. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])

/**
 * Streams a private file: never cached, never sniffed into another type. Files users uploaded are checked by
 * their leading bytes only, so one can be two formats at once (PDF+HTML, GIF+JS): whatever it is, it is sandboxed
 * (`Content-Security-Policy: sandbox`, no script, no same-origin access) and downloaded rather than opened in the
 * app's origin, unless it is an image asked for inline.
 */
export function sendFile(
  reply: FastifyReply,
  file: { stream: ReadStream; size: number },
  meta: { fileType: string; fileName: string; disposition: 'inline' | 'attachment' },
) {
  const disposition = meta.disposition === 'inline' && INLINE_TYPES.has(meta.fileType) ? 'inline' : 'attachment'
  return reply
    .header('content-type', meta.fileType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(disposition, meta.fileName))
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream)
}

/** A file a use case opened (its stream, type and name), sent as `sendFile` does. */
export function sendOpenedFile(
  reply: FastifyReply,
  opened: { file: { stream: ReadStream; size: number }; fileType: string; fileName: string },
  disposition: 'inline' | 'attachment',
) {
  return sendFile(reply, opened.file, { fileType: opened.fileType, fileName: opened.fileName, disposition })
}

/** A signed link's route options: the signature in the URL is the permission; request logs would print it. */
export const SIGNED_LINK_ROUTE = { logLevel: 'warn' } as const
