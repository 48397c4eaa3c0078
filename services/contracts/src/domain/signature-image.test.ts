import { SIGNATURE_MAX_BYTES } from '@cosign/api'
import { decodeSignaturePng, pngDataUrl } from './signature-image.js'

const png = (size = 33) => {
  const b = Buffer.alloc(size, 7)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(b, 0)
  b.write('IHDR', 12, 'latin1')
  return b
}
const url = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`

test('accepts a PNG data URL and round-trips it', () => {
  const bytes = decodeSignaturePng(url(png()))
  expect(bytes).not.toBeNull()
  expect(pngDataUrl(bytes!)).toBe(url(png()))
})

test('refuses other types, bad base64, missing header and oversize images', () => {
  expect(decodeSignaturePng(url(png()).replace('image/png', 'image/jpeg'))).toBeNull()
  expect(decodeSignaturePng('data:image/png;base64,***')).toBeNull()
  expect(decodeSignaturePng('data:image/png;base64,')).toBeNull()
  expect(decodeSignaturePng(url(Buffer.from('GIF89a and some more bytes to be long')))).toBeNull()
  const noIhdr = png()
  noIhdr.write('IDAT', 12, 'latin1')
  expect(decodeSignaturePng(url(noIhdr))).toBeNull()
  expect(decodeSignaturePng(url(png(SIGNATURE_MAX_BYTES)))).not.toBeNull()
  expect(decodeSignaturePng(url(png(SIGNATURE_MAX_BYTES + 1)))).toBeNull()
})
