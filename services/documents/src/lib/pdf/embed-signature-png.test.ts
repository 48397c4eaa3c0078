import { deflateSync } from 'node:zlib'
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { signaturePng } from '../../scripts/sample-agreement.js'
import { decodeRgbaPng, embedSignaturePng } from './embed-signature-png.js'

/** An RGBA PNG of `pixels` whose rows use filter types 0..4 in turn (as browsers' adaptive filtering mixes them). */
function filteredPng(width: number, height: number, pixels: Buffer): Buffer {
  const stride = width * 4
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const filter = y % 5
    const row = Buffer.alloc(stride + 1)
    row[0] = filter
    for (let i = 0; i < stride; i++) {
      const x = pixels[y * stride + i]!
      const a = i >= 4 ? pixels[y * stride + i - 4]! : 0
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0
      const c = i >= 4 && y > 0 ? pixels[(y - 1) * stride + i - 4]! : 0
      const p = a + b - c
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!
      row[1 + i] = (x - predictor) & 0xff
    }
    rows.push(row)
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]) // CRC unchecked by the decoder
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('decodes every PNG row filter exactly', () => {
  const width = 7
  const height = 10
  const pixels = Buffer.from(Array.from({ length: width * height * 4 }, (_, i) => (i * 37 + (i >> 3) * 11) & 0xff))
  expect(decodeRgbaPng(filteredPng(width, height, pixels))).toEqual({ width, height, pixels })
})

test('other PNG kinds and damaged data are left to pdf-lib (null)', () => {
  const grey = signaturePng(20, 10, 1)
  grey[25] = 4 // grey + alpha
  expect(decodeRgbaPng(grey)).toBeNull()
  const cut = signaturePng(20, 10, 1).subarray(0, 60)
  expect(decodeRgbaPng(cut)).toBeNull()
})

test('embeds the colour with the alpha channel as its soft mask', async () => {
  const doc = await PDFDocument.create()
  const page = doc.addPage()
  const image = await embedSignaturePng(doc, signaturePng(1200, 360, 1))
  expect(image).toMatchObject({ width: 1200, height: 360 })
  image!.draw(page, { x: 10, y: 10, width: 240, height: 72 })
  const reloaded = await PDFDocument.load(await doc.save())
  const xobjects = reloaded.getPages()[0]!.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict)
  const [, ref] = xobjects.entries()[0]!
  const stream = reloaded.context.lookup(ref) as PDFRawStream
  expect(stream.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Image'))
  expect(stream.dict.get(PDFName.of('SMask'))).toBeDefined()
})
