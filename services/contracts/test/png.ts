// Real PNG images for tests (signatures): decodable, with correct CRCs.
import zlib from 'node:zlib'

/** A PNG's chunk: length, type, data, CRC-32 of type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A real PNG (grey + alpha, a diagonal stroke) of the given size: decodable by pdf-lib. `declared` overrides
 * the size the header states (an image whose header lies about its size).
 */
export function pngOf(width: number, height: number, declared?: { width: number; height: number }): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(declared?.width ?? width, 0)
  ihdr.writeUInt32BE(declared?.height ?? height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 4 // grey + alpha
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 2)
    const x = Math.floor((y * width) / height)
    row[1 + x * 2 + 1] = 255 // one opaque black pixel per row
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
export const pngUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`

