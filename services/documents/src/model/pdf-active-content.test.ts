import { deflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { pdfActiveContent } from './pdf-active-content.js'

async function plainPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('A credit report')
  return Buffer.from(await doc.save())
}

async function pdfWithOpenActionScript(useObjectStreams: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Looks harmless')
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') })
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action))
  return Buffer.from(await doc.save({ useObjectStreams }))
}

test('a plain PDF, compressed or not, carries no active content', async () => {
  expect(pdfActiveContent(await plainPdf())).toBeNull()
  const doc = await PDFDocument.create()
  doc.addPage()
  expect(pdfActiveContent(Buffer.from(await doc.save({ useObjectStreams: true })))).toBeNull()
})

test('JavaScript in the file is found, in plain objects and inside a compressed object stream', async () => {
  expect(pdfActiveContent(await pdfWithOpenActionScript(false))).toMatch(/^(JavaScript|JS)$/)
  const packed = await pdfWithOpenActionScript(true)
  expect(packed.toString('latin1')).not.toContain('/JavaScript')
  expect(pdfActiveContent(packed)).toMatch(/^(JavaScript|JS)$/)
})

test('names written with #xx escapes and launch actions are found', () => {
  const escaped = Buffer.from('%PDF-1.7\n1 0 obj << /S /J#61vaScript /J#53 (x) >> endobj\n%%EOF')
  expect(pdfActiveContent(escaped)).toBe('JavaScript')
  const launch = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Action /S /Launch /F (calc.exe) >> endobj\n%%EOF')
  expect(pdfActiveContent(launch)).toBe('Launch')
  const hidden = Buffer.concat([
    Buffer.from('%PDF-1.7\n2 0 obj << /Filter /FlateDecode >>\nstream\n'),
    deflateSync(Buffer.from('<< /S /Launch >>')),
    Buffer.from('\nendstream endobj\n%%EOF'),
  ])
  expect(pdfActiveContent(hidden)).toBe('Launch')
})

test('ordinary names that merely contain the words are not refused', () => {
  expect(pdfActiveContent(Buffer.from('%PDF-1.7\n<< /Font /JSMono /LaunchDate (2026) /Title (JavaScript book) >>'))).toBeNull()
})
