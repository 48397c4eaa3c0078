import { PDFDocument } from 'pdf-lib'
import type { ClientReportRequest } from '@cosign/api'
import { renderClientReportPdf, rowText } from './render-client-report-pdf.js'

const report = (rows: number): ClientReportRequest => ({
  clientId: '11111111-1111-4111-8111-111111111111',
  name: 'Zofia Łukasiewicz',
  email: 'zofia@example.com',
  kind: 'cosigner',
  profile: [{ label: 'Location', value: 'Austin, TX' }],
  figures: [{ label: 'Earnings', value: '$1,000.00' }],
  payments: Array.from({ length: rows }, (_, i) => ({
    at: '2026-01-02T03:04:05.000Z',
    text: `Cosigner payment ${i}`,
    amountCents: 100_000,
    status: 'completed',
  })),
  contracts: [],
  activity: [],
})

describe('client report PDF', () => {
  it('words a row as date, text, status and amount', () => {
    expect(
      rowText({ at: '2026-01-02T03:04:05.000Z', text: 'Step 2', status: 'completed', amountCents: 12_345 }),
    ).toBe('2026-01-02  ·  Step 2  ·  completed  ·  $123.45')
  })

  it('renders a titled PDF that grows pages with the rows', async () => {
    const at = new Date('2026-02-01T00:00:00Z')
    const small = await PDFDocument.load(await renderClientReportPdf(report(1), at))
    const large = await PDFDocument.load(await renderClientReportPdf(report(200), at))
    expect(small.getTitle()).toBe('Client report: Zofia Łukasiewicz')
    expect(small.getPageCount()).toBe(1)
    expect(large.getPageCount()).toBeGreaterThan(1)
  })
})
