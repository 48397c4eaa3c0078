// The one declared format of a drawn signature, wherever one is accepted, stored, sent or shown: a PNG as a
// `data:image/png;base64,` URL (the browser's canvas.toDataURL), bounded by what its header declares before
// anyone decodes the pixels. A 1 KB PNG can declare 16000 x 16000 pixels (25 s and 2 GB to embed in a PDF), so
// width, height, bit depth and colour type are read from the IHDR chunk and checked first. Pure (no Buffer):
// the browser's signature pad, the contracts service and the documents renderer use the same rule.
import { SIGNATURE_MAX_BYTES } from './contracts/constants.js'

/** The largest drawn signature in pixels (the pad caps its canvas to this; wider or taller is refused). */
export const SIGNATURE_MAX_WIDTH = 1200
export const SIGNATURE_MAX_HEIGHT = 400
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,'

/** A signature image as it travels (requests, ContractDto, contract.fully_signed): a PNG data URL. */
export type SignaturePngDataUrl = `data:image/png;base64,${string}`

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** PNG 11.2.2: the bit depths each colour type allows. */
const BIT_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] }

export interface SignaturePngHeader {
  width: number
  height: number
  bitDepth: number
  colourType: number
}

/**
 * The PNG's header when the bytes are a PNG a signature may be: magic bytes, IHDR first with length 13,
 * 1..SIGNATURE_MAX_WIDTH x 1..SIGNATURE_MAX_HEIGHT pixels, a valid bit depth for its colour type, standard
 * compression/filter/interlace, and at most SIGNATURE_MAX_BYTES in all. Null for anything else. Reads 33 bytes.
 */
export function signaturePngHeader(bytes: Uint8Array): SignaturePngHeader | null {
  if (bytes.length < 33 || bytes.length > SIGNATURE_MAX_BYTES) return null
  if (!PNG_MAGIC.every((b, i) => bytes[i] === b)) return null
  const u32 = (at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!
  if (u32(8) !== 13) return null
  if (String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!) !== 'IHDR') return null
  const width = u32(16)
  const height = u32(20)
  const bitDepth = bytes[24]!
  const colourType = bytes[25]!
  if (width < 1 || height < 1 || width > SIGNATURE_MAX_WIDTH || height > SIGNATURE_MAX_HEIGHT) return null
  if (!BIT_DEPTHS[colourType]?.includes(bitDepth)) return null
  if (bytes[26] !== 0 || bytes[27] !== 0 || (bytes[28] !== 0 && bytes[28] !== 1)) return null
  return { width, height, bitDepth, colourType }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The base64 payload of a signature data URL when its length can hold at most SIGNATURE_MAX_BYTES, else null. */
export function signatureBase64(dataUrl: unknown): string | null {
  if (typeof dataUrl !== 'string' || !dataUrl.startsWith(SIGNATURE_DATA_URL_PREFIX)) return null
  const b64 = dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length)
  if (b64.length === 0 || b64.length % 4 !== 0 || (b64.length / 4) * 3 > SIGNATURE_MAX_BYTES + 2 || !BASE64.test(b64)) return null
  return b64
}

/**
 * A drawn signature's data URL -> its PNG bytes: strict base64 of at most SIGNATURE_MAX_BYTES, then the PNG
 * header's bounds (signaturePngHeader) before anything decodes the pixels. Null for anything else: an
 * out-of-bounds image is never decoded, stored or embedded (contracts stores it, documents embeds it in the PDF).
 */
export function signaturePngBytes(dataUrl: string): Uint8Array<ArrayBuffer> | null {
  const b64 = signatureBase64(dataUrl)
  if (!b64) return null
  const bytes = Uint8Array.from(atob(b64), (char) => char.charCodeAt(0))
  return signaturePngHeader(bytes) ? bytes : null
}
