// GET /admin/transactions.csv on many rows: 5,000 seeded payments arrive complete, newest first, over HTTP in
// chunks; the screen's filters narrow the file; formulas are neutralised; admins only.
import type { AddressInfo } from 'node:net'
import { TRANSACTIONS_CSV_COLUMNS } from '@cosign/api'
import { startHarness, user, type Harness, type TestUser } from './helpers.js'

const ROWS = 5000
/** The lines of a CSV answer (these fixtures hold no line breaks inside cells). */
const lines = (body: string) => body.replace(/\r\n$/, '').split('\r\n')

describe('transactions CSV export', () => {
  let h: Harness
  let admin: TestUser
  let base: string
  beforeAll(async () => {
    h = await startHarness({ listen: true })
    admin = user(h.app, 'ADMIN')
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
    // Payment g was made g seconds after midnight; every fifth one is refunded, every thousandth is named
    // like a formula.
    await h.app.prisma.$executeRaw`INSERT INTO payments
        (id, user_id, purpose, amount_cents, status, description, renter_name, cosigner_name, created_at, updated_at)
      SELECT gen_random_uuid(), gen_random_uuid(), 'match_request', g,
        (CASE WHEN g % 5 = 0 THEN 'refunded' ELSE 'completed' END)::payment_status, 'Seeded',
        CASE WHEN g % 1000 = 0 THEN '=cmd|'' /C calc''!A' || g ELSE 'Renter ' || g END, 'Cosigner ' || g,
        timestamptz '2026-02-01T00:00:00Z' + g * interval '1 second', now()
      FROM generate_series(1, ${ROWS}) g`
  }, 60_000)
  afterAll(() => h.close())

  const download = (query = '', authorization = admin.auth) =>
    fetch(`${base}/admin/transactions.csv${query}`, { headers: { authorization } })

  it(`streams all ${ROWS} rows complete and newest first`, async () => {
    const res = await download()
    expect(res.status).toBe(200)
    expect(res.headers.get('transfer-encoding')).toBe('chunked')
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, ...rows] = lines(await res.text())
    expect(header).toBe(TRANSACTIONS_CSV_COLUMNS.join(','))
    expect(rows).toHaveLength(ROWS)
    const amounts = rows.map((l) => l.split(',')[3])
    expect(amounts).toEqual(Array.from({ length: ROWS }, (_, i) => ((ROWS - i) / 100).toFixed(2)))
    expect(rows[0]).toBe(`2026-02-01T01:23:20.000Z,'=cmd|' /C calc'!A5000,Cosigner 5000,50.00,refunded,PayPal,match_request`)
  }, 60_000)

  it('applies the status and search filters of the screen', async () => {
    const refunded = lines(await (await download('?status=refunded')).text()).slice(1)
    expect(refunded).toHaveLength(ROWS / 5)
    expect(refunded.every((l) => l.includes(',refunded,'))).toBe(true)
    const searched = lines(await (await download('?search=Cosigner%20123&status=completed')).text()).slice(1)
    // Cosigner 123 and 1231..1239 (1235 is refunded).
    expect(searched.map((l) => l.split(',')[2])).toEqual(
      [1239, 1238, 1237, 1236, 1234, 1233, 1232, 1231, 123].map((n) => `Cosigner ${n}`),
    )
  })

  it('refuses non-admins with 403 and visitors with 401, in the error envelope', async () => {
    for (const role of ['RENTER', 'COSIGNER'] as const) {
      const res = await download('', user(h.app, role).auth)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } })
    }
    const visitor = await fetch(`${base}/admin/transactions.csv`)
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
  })
})
