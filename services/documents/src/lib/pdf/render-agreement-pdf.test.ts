import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { sampleAgreement, signaturePng } from '../../scripts/sample-agreement.js'
import { pngBytes, renderAgreementPdf } from './render-agreement-pdf.js'

const input = () => {
  const s = sampleAgreement({ cosignerPng: signaturePng(1200, 360, 1), renterPng: signaturePng(1200, 360, 2) })
  return { contractId: s.contractId, agreement: s.agreement, issuedAt: new Date('2026-11-21T09:30:00Z'), verifyUrlTemplate: 'https://x.test/verify/<sha256>', verifyPageUrl: 'https://x.test/verify' }
}

test('deterministic with the shared fonts: the same input renders the same bytes, before and after other documents', async () => {
  const one = input()
  const first = await renderAgreementPdf(one)
  await Promise.all([renderAgreementPdf(input()), renderAgreementPdf(input())]) // other documents meanwhile
  expect(Buffer.from(await renderAgreementPdf(one)).equals(Buffer.from(first))).toBe(true)
})

test('both signatures are drawn on the signatures page, at a legible size', async () => {
  const doc = await PDFDocument.load(await renderAgreementPdf(input()))
  const withImages = doc.getPages().filter((p) => p.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.entries().length)
  expect(withImages).toHaveLength(1)
  const xobjects = withImages[0]!.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict)
  expect(xobjects.entries()).toHaveLength(2)
})

test('a signature outside the bounds is not read at all', () => {
  const liar = signaturePng(40, 12, 1)
  liar.writeUInt32BE(16000, 16)
  liar.writeUInt32BE(16000, 20)
  expect(pngBytes(`data:image/png;base64,${liar.toString('base64')}`)).toBeNull()
  expect(pngBytes(`data:image/png;base64,${signaturePng(40, 12, 1).toString('base64')}`)).not.toBeNull()
  expect(pngBytes(signaturePng(40, 12, 1).toString('base64'))).toBeNull() // bare base64 is not the format
})
