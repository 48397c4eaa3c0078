// A realistic signed agreement (what contract.fully_signed carries), for the integration tests and
// bench/pdf.mjs; its drawn signature also signs the demo contract (scripts/seed-demo-contract.mjs). Not used by the
// service itself.
import { createHash, randomUUID } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import {
  agreementText,
  canonicalTerms,
  signedTermsOf,
  type AgreementData,
  type ContractTermsInput,
  type SignaturePngDataUrl,
} from '@cosign/api'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A drawn signature as a browser canvas exports it: RGBA PNG, transparent background, a dark pen stroke
 * (a few KB at 500 x 150; the pad's canvas is its CSS size x the pixel ratio, at most 1200 x 400).
 */
export function signaturePng(width = 500, height = 150, seed = 1): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height)
  const plot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x) + dx
        const py = Math.round(y) + dy
        if (px < 0 || py < 0 || px >= width || py >= height) continue
        const i = py * (width * 4 + 1) + 1 + px * 4
        rows[i] = 20
        rows[i + 1] = 24
        rows[i + 2] = 60
        rows[i + 3] = 255
      }
  }
  for (let t = 0; t < 1; t += 0.0005) {
    const x = 20 + t * (width - 40)
    const y = height / 2 + Math.sin(t * (12 + seed) * Math.PI) * height * 0.3 * Math.cos(t * 3 + seed)
    plot(x, y)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const dataUrl = (png: Buffer): SignaturePngDataUrl => `data:image/png;base64,${png.toString('base64')}`

export interface SampleAgreement {
  contractId: string
  renterId: string
  cosignerId: string
  agreement: AgreementData
}

/** An installments agreement between two fresh parties, signed by the cosigner then the renter. */
export function sampleAgreement(
  options: { renterPng?: Buffer; cosignerPng?: Buffer; terms?: Partial<ContractTermsInput> } = {},
): SampleAgreement {
  const contractId = randomUUID()
  const renterId = randomUUID()
  const cosignerId = randomUUID()
  const terms = signedTermsOf(
    {
      renterName: 'Ben Cole',
      renterAddress: '12 Main St, Apt 4, Austin, TX 78701',
      cosignerName: 'Ana López',
      cosignerAddress: '800 Congress Ave, Austin, TX 78701',
      leaseStartDate: '2027-01-01',
      leaseEndDate: '2028-01-01',
      feeOption: 'installments',
      feeCents: 120_000,
      downPaymentCents: 24_000,
      monthlyPaymentCents: 8_000,
      propertyAddress: '12 Main St, Apt 4, Austin, TX 78701',
      monthlyRentCents: 185_000,
      leaseTermMonths: 12,
      landlordName: 'Riverside Property Management',
      landlordEmail: 'leasing@riverside.example.test',
      maxLiabilityCents: 2_220_000,
      ...options.terms,
    },
    {
      renterId,
      cosignerId,
      cosignerEmail: 'ana@example.test',
      cosignerPaypalEmail: 'ana.payout@example.test',
    },
  )
  const termsHash = createHash('sha256').update(canonicalTerms(terms)).digest('hex')
  const userAgent =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
  const cosignedAt = '2026-11-20T15:04:05.000Z'
  const signedAt = '2026-11-21T09:30:00.000Z'
  return {
    contractId,
    renterId,
    cosignerId,
    agreement: {
      terms,
      termsHash,
      agreementText: agreementText(terms),
      signatures: [
        {
          role: 'cosigner',
          signerId: cosignerId,
          signerName: terms.cosignerName,
          signedAt: cosignedAt,
          ip: '203.0.113.10',
          userAgent,
          termsHash,
          imagePng: dataUrl(options.cosignerPng ?? signaturePng(500, 150, 1)),
        },
        {
          role: 'renter',
          signerId: renterId,
          signerName: terms.renterName,
          signedAt,
          ip: '198.51.100.7',
          userAgent,
          termsHash,
          imagePng: dataUrl(options.renterPng ?? signaturePng(500, 150, 2)),
        },
      ],
      audit: [
        {
          at: cosignedAt,
          action: 'created and signed by the cosigner',
          actorId: cosignerId,
          actorName: terms.cosignerName,
          ip: '203.0.113.10',
          userAgent,
        },
        {
          at: '2026-11-21T09:12:44.000Z',
          action: 'viewed by the renter',
          actorId: renterId,
          actorName: terms.renterName,
          ip: '198.51.100.7',
          userAgent,
        },
        {
          at: signedAt,
          action: 'signed by the renter',
          actorId: renterId,
          actorName: terms.renterName,
          ip: '198.51.100.7',
          userAgent,
        },
      ],
    },
  }
}
