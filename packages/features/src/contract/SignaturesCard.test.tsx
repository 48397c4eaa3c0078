import type { ContractDto, SignatureDto, SignaturePngDataUrl } from '@cosign/api'
import { renderToString } from 'react-dom/server'
import { SignaturesCard } from './ContractSections.js'

/** A PNG's signature and IHDR chunk (what the card reads) for an image of `width` x `height`, as a data URL. */
function pngHeaderDataUrl(width: number, height: number): SignaturePngDataUrl {
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
  const bytes = [
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...u32(13),
    ...[...'IHDR'].map((c) => c.charCodeAt(0)),
    ...u32(width),
    ...u32(height),
    ...[8, 6, 0, 0, 0], // 8-bit RGBA, standard compression, filter and interlace
    ...u32(0),
  ]
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`
}

/** The card with one signature (it reads only the signatures), as HTML. */
const cardWith = (signature: Omit<SignatureDto, 'signerId' | 'signedAt'>) =>
  renderToString(
    <SignaturesCard
      contract={
        {
          signatures: [{ ...signature, signerId: 'u1', signedAt: '2026-11-29T10:00:00.000Z' }],
        } as ContractDto
      }
    />,
  )

test('a signature image carries its pixel size, so its room is kept before it decodes (no layout shift)', () => {
  const html = cardWith({
    role: 'cosigner',
    signerName: 'Priya Natarajan',
    imagePng: pngHeaderDataUrl(500, 150),
  })
  expect(html).toMatch(/<img[^>]* width="500" height="150"[^>]*alt="Signature of Priya Natarajan"/)
})

test('an image that is not a signature PNG gets no size (and the card still renders it as sent)', () => {
  const html = cardWith({
    role: 'renter',
    signerName: 'Lena Fischer',
    imagePng: 'data:image/png;base64,AAAA',
  })
  expect(html).toContain('alt="Signature of Lena Fischer"')
  expect(html).not.toMatch(/<img[^>]* width=/)
})
