// Embeds a drawn signature (8-bit RGBA PNG, as a canvas exports it) into a PDF with Node's native zlib.
// pdf-lib's embedPng decodes and re-compresses in JavaScript (pako): for the pad's largest canvas (1200 x 400,
// ~1.9 MB of pixels) that is most of an agreement's render time. Other PNG kinds fall back to pdf-lib. The caller
// has checked the header's bounds (signaturePngHeader) first: nothing larger than a signature is inflated here.
import { deflateSync, inflateSync } from 'node:zlib'
import {
  PDFName,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib'

/** An embedded image: draw it on a page at a position and size. */
export interface EmbeddedSignature {
  width: number
  height: number
  draw(page: PDFPage, at: { x: number; y: number; width: number; height: number }): void
}

interface Rgba {
  width: number
  height: number
  pixels: Buffer
}

/** The RGBA pixels of a non-interlaced 8-bit RGBA PNG, or null for any other PNG (or a damaged one). */
export function decodeRgbaPng(png: Uint8Array): Rgba | null {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength)
  if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  if (bytes[24] !== 8 || bytes[25] !== 6 || bytes[28] !== 0) return null
  const idat: Buffer[] = []
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    if (at + 12 + length > bytes.length) return null
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length))
    if (type === 'IEND') break
    at += 12 + length
  }
  const stride = width * 4
  let raw: Buffer
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: (stride + 1) * height })
  } catch {
    return null
  }
  if (raw.length !== (stride + 1) * height) return null
  const pixels = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    const src = y * (stride + 1) + 1
    const row = y * stride
    const prev = row - stride
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? pixels[row + i - 4]! : 0
      const b = y > 0 ? pixels[prev + i]! : 0
      const c = i >= 4 && y > 0 ? pixels[prev + i - 4]! : 0
      const x = raw[src + i]!
      let v: number
      if (filter === 0) v = x
      else if (filter === 1) v = x + a
      else if (filter === 2) v = x + b
      else if (filter === 3) v = x + ((a + b) >> 1)
      else if (filter === 4) {
        const p = a + b - c
        const pa = Math.abs(p - a)
        const pb = Math.abs(p - b)
        const pc = Math.abs(p - c)
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
      } else return null
      pixels[row + i] = v & 0xff
    }
  }
  return { width, height, pixels }
}

/** Image XObjects of the colour (DeviceRGB) and the alpha channel as its soft mask, compressed natively. */
function embedRgba(doc: PDFDocument, { width, height, pixels }: Rgba): PDFRef {
  const count = width * height
  const rgb = Buffer.alloc(count * 3)
  const alpha = Buffer.alloc(count)
  for (let i = 0, j = 0; i < count; i++, j += 4) {
    rgb[i * 3] = pixels[j]!
    rgb[i * 3 + 1] = pixels[j + 1]!
    rgb[i * 3 + 2] = pixels[j + 2]!
    alpha[i] = pixels[j + 3]!
  }
  const image = (data: Buffer, colorSpace: string, extra: Record<string, unknown> = {}) =>
    doc.context.register(
      doc.context.stream(deflateSync(data), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        BitsPerComponent: 8,
        ColorSpace: colorSpace,
        Filter: 'FlateDecode',
        ...extra,
      }),
    )
  const mask = image(alpha, 'DeviceGray')
  return image(rgb, 'DeviceRGB', { SMask: mask })
}

/** The signature embedded in `doc`, or null when pdf-lib cannot read it either. */
export async function embedSignaturePng(doc: PDFDocument, png: Uint8Array): Promise<EmbeddedSignature | null> {
  const rgba = decodeRgbaPng(png)
  if (rgba) {
    const ref = embedRgba(doc, rgba)
    return {
      width: rgba.width,
      height: rgba.height,
      draw(page, at) {
        const name: PDFName = page.node.newXObject('Image', ref)
        page.pushOperators(
          pushGraphicsState(),
          concatTransformationMatrix(at.width, 0, 0, at.height, at.x, at.y),
          drawObject(name),
          popGraphicsState(),
        )
      },
    }
  }
  try {
    const image = await doc.embedPng(png)
    return { width: image.width, height: image.height, draw: (page, at) => page.drawImage(image, at) }
  } catch {
    return null
  }
}
