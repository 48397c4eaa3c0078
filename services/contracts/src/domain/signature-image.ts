import { SIGNATURE_MAX_BYTES } from '@cosign/api'

const PREFIX = 'data:image/png;base64,'
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * Decodes a drawn signature (`data:image/png;base64,...`): strict base64, PNG magic bytes and an IHDR chunk
 * first, at most SIGNATURE_MAX_BYTES decoded. Returns null for anything else.
 */
export function decodeSignaturePng(dataUrl: string): Uint8Array<ArrayBuffer> | null {
  if (typeof dataUrl !== 'string' || !dataUrl.startsWith(PREFIX)) return null
  const b64 = dataUrl.slice(PREFIX.length)
  if (b64.length === 0 || b64.length % 4 !== 0 || !BASE64.test(b64)) return null
  if ((b64.length / 4) * 3 > SIGNATURE_MAX_BYTES + 2) return null
  const bytes = Buffer.from(b64, 'base64')
  if (bytes.length > SIGNATURE_MAX_BYTES || bytes.length < 24) return null
  if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) return null
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null
  return new Uint8Array(bytes)
}

export function pngDataUrl(bytes: Uint8Array): string {
  return PREFIX + Buffer.from(bytes).toString('base64')
}
