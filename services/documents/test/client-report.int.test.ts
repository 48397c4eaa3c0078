import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { PDFDocument } from 'pdf-lib'
import { cleanupTestRun, testRunNames } from '@cosign/service-kit'
import type { ClientReportRequest } from '@cosign/api'
import { documentsApp, user } from './helpers.js'

const names = testRunNames('documents')
let app: FastifyInstance
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ app, cleanup } = await documentsApp(names))
}, 30_000)
afterAll(async () => {
  await app?.close()
  await cleanup?.()
  await cleanupTestRun(names)
}, 30_000)

const report = (over: Partial<ClientReportRequest> = {}): ClientReportRequest => ({
  clientId: randomUUID(),
  name: 'Penny Pendleton',
  email: 'penny@example.com',
  kind: 'cosigner',
  profile: [{ label: 'Location', value: 'Tacoma, WA' }],
  figures: [{ label: 'Earnings', value: '$2,500.00' }],
  payments: [
    { at: '2026-01-01T00:00:00.000Z', text: 'Cosigner fee', amountCents: 250_000, status: 'completed' },
  ],
  contracts: [{ at: '2026-01-01T00:00:00.000Z', text: 'As cosigner', status: 'finalized' }],
  activity: [{ at: '2026-01-02T00:00:00.000Z', text: 'Payment received' }],
  ...over,
})

describe('POST /admin/client-report (Generate Report)', () => {
  it('answers the client report as a PDF for an admin', async () => {
    const body = report()
    const res = await app.inject({
      method: 'POST',
      url: '/admin/client-report',
      headers: user(app, 'ADMIN').headers,
      payload: body,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="client-report-${body.clientId}.pdf"`,
    )
    const pdf = await PDFDocument.load(res.rawPayload)
    expect(pdf.getTitle()).toBe('Client report: Penny Pendleton')
  })

  it('refuses visitors (401), members (403) and bodies outside the schema (400), in the envelope', async () => {
    const post = (headers: Record<string, string>, payload: object = report()) =>
      app.inject({ method: 'POST', url: '/admin/client-report', headers, payload })
    expect((await post({})).statusCode).toBe(401)
    for (const role of ['RENTER', 'COSIGNER'] as const) {
      const res = await post(user(app, role).headers)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ error: { message: expect.any(String) } })
    }
    const admin = user(app, 'ADMIN').headers
    for (const bad of [
      { ...report(), extra: true },
      { ...report(), clientId: 'nope' },
      { ...report(), kind: 'admin' },
      report({ payments: Array.from({ length: 201 }, () => ({ at: 'x', text: 'y' })) }),
    ]) {
      const res = await post(admin, bad)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: { message: expect.any(String) } })
    }
  })
})
