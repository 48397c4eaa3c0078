import type { FastifyReply } from 'fastify'
import type { ReadStream } from 'node:fs'

/** `filename` as plain ASCII for old clients and as UTF-8 (RFC 6266 / 5987) for everyone else. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'file'
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** Streams a private file: never cached, never sniffed into another type. */
export function sendFile(
  reply: FastifyReply,
  file: { stream: ReadStream; size: number },
  meta: { fileType: string; fileName: string; disposition: 'inline' | 'attachment' },
) {
  return reply
    .header('content-type', meta.fileType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(meta.disposition, meta.fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream)
}
