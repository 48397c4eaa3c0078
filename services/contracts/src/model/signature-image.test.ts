import { SIGNATURE_MAX_BYTES, SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH, signaturePngHeader } from '@cosign/api'

/**
 * A PNG's first bytes as the checks read them (magic, IHDR of `width` x `height`, 8-bit grey + alpha), padded
 * to ~600 bytes: the decoder reads the header only, so no pixel data is needed.
 */
function pngOf(width: number, height: number, declared?: { width: number; height: number }): Buffer {
  const b = Buffer.alloc(600)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(b, 0)
  b.write('IHDR', 12, 'latin1')
  b.writeUInt32BE(declared?.width ?? width, 16)
  b.writeUInt32BE(declared?.height ?? height, 20)
  b[24] = 8
  b[25] = 4
  return b
}
const pngUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`
import { decodeSignaturePng, pngDataUrl } from './signature-image.js'

test('accepts a real PNG data URL and round-trips it', () => {
  const url = pngUrl(pngOf(600, 180))
  const bytes = decodeSignaturePng(url)
  expect(bytes).not.toBeNull()
  expect(pngDataUrl(bytes!)).toBe(url)
  expect(signaturePngHeader(bytes!)).toEqual({ width: 600, height: 180, bitDepth: 8, colourType: 4 })
})

test('accepts the largest signature, refuses one pixel more either way', () => {
  expect(decodeSignaturePng(pngUrl(pngOf(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT)))).not.toBeNull()
  expect(decodeSignaturePng(pngUrl(pngOf(SIGNATURE_MAX_WIDTH + 1, 10)))).toBeNull()
  expect(decodeSignaturePng(pngUrl(pngOf(10, SIGNATURE_MAX_HEIGHT + 1)))).toBeNull()
})

test('a 1 KB PNG that declares 16000 x 16000 pixels is refused from its header', () => {
  const liar = pngOf(20, 20, { width: 16000, height: 16000 })
  expect(liar.length).toBeLessThan(1024)
  expect(signaturePngHeader(liar)).toBeNull()
  expect(decodeSignaturePng(pngUrl(liar))).toBeNull()
  expect(pngDataUrl(liar)).toBe('') // a stored one is never sent to a browser or the PDF
})

test('refuses zero size, invalid bit depth / colour type, other compression and non-PNG headers', () => {
  const withByte = (at: number, value: number) => {
    const b = pngOf(20, 10)
    b[at] = value
    return b
  }
  expect(signaturePngHeader(pngOf(20, 10, { width: 0, height: 10 }))).toBeNull()
  expect(signaturePngHeader(withByte(24, 3))).toBeNull() // bit depth 3
  expect(signaturePngHeader(withByte(25, 5))).toBeNull() // colour type 5
  expect(signaturePngHeader(withByte(26, 1))).toBeNull() // compression method 1
  expect(signaturePngHeader(withByte(28, 2))).toBeNull() // interlace method 2
  expect(signaturePngHeader(withByte(25, 2))).not.toBeNull() // RGB at 8 bits: a valid header
})

test('refuses other types, bad base64, missing header and oversize files', () => {
  const url = pngUrl(pngOf(20, 10))
  expect(decodeSignaturePng(url.replace('image/png', 'image/jpeg'))).toBeNull()
  expect(decodeSignaturePng('data:image/png;base64,***')).toBeNull()
  expect(decodeSignaturePng('data:image/png;base64,')).toBeNull()
  expect(decodeSignaturePng(pngUrl(Buffer.from('GIF89a and some more bytes to be long enough here')))).toBeNull()
  const noIhdr = pngOf(20, 10)
  noIhdr.write('IDAT', 12, 'latin1')
  expect(decodeSignaturePng(pngUrl(noIhdr))).toBeNull()
  const padded = Buffer.concat([pngOf(20, 10), Buffer.alloc(SIGNATURE_MAX_BYTES)])
  expect(decodeSignaturePng(pngUrl(padded))).toBeNull()
})
