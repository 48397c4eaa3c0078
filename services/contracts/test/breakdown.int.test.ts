import { randomUUID } from 'node:crypto'
import type { ClientContractFiguresResponse, ContractBreakdownDto, EarningsResponse, LedgerResponse } from '@cosign/api'
import { startHarness, type Harness } from './helpers.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

type Contract = Awaited<ReturnType<Harness['signedContract']>>

const get = async <T>(url: string, auth: Record<string, string>) => {
  const res = await h.app.inject({ method: 'GET', url, headers: auth })
  return { status: res.statusCode, body: res.json() as T, raw: res }
}
const breakdown = (c: Contract, auth: Record<string, string>) =>
  get<{ breakdown: ContractBreakdownDto }>(`/contracts/${c.contract.id}/breakdown`, auth)

/** The renter's matching session and contact unlock, as payments announces them. */
async function serviceFees(c: Contract) {
  const base = { metadata: null, method: 'paypal' as const }
  await h.feed('payment.completed', { ...base, paymentId: c.sessionPaymentId, userId: c.renter.id, purpose: 'match_request', amountCents: 9999, subjectId: null })
  await h.feed('payment.completed', { ...base, paymentId: randomUUID(), userId: c.renter.id, purpose: 'unlock_contact', amountCents: 2500, subjectId: c.profileId })
  // Another session of the same renter, not the one the request was sent under: not toward this match.
  await h.feed('payment.completed', { ...base, paymentId: randomUUID(), userId: c.renter.id, purpose: 'match_request', amountCents: 9999, subjectId: null })
}

async function pay(c: Contract) {
  await h.payment('payment.completed', 'contract_platform_fee', c.contract.id, c.renter.id, 23000)
  await h.payment('payment.completed', 'contract_cosigner_payment', c.contract.id, c.renter.id, 102000)
}

test('the issue example: $1,200 full fee; each viewer gets their side, the same on every endpoint', async () => {
  const c = await h.signedContract()
  await serviceFees(c)

  // Before payment: everything is due, fee + $50 + what was already paid toward the match.
  let renter = (await breakdown(c, c.renter.auth)).body.breakdown
  expect(renter.renter).toMatchObject({ cosignerFeeCents: 120000, processingFeeCents: 5000, serviceFeesCents: 12499, totalCents: 137499, paidCents: 12499, dueCents: 125000 })
  // The fee's 15/85 split for the renter's bar: the server's figures, the same as the cosigner's side.
  expect(renter.renter!.feeSplit).toEqual({ platformFeeCents: 18000, cosignerPayoutCents: 102000 })
  expect(renter.renter!.serviceFees.map((f) => [f.label, f.amountCents])).toEqual([
    ['Matching fee', 9999],
    ['Contact unlock fee', 2500],
  ])

  await pay(c)
  renter = (await breakdown(c, c.renter.auth)).body.breakdown
  expect(renter.cosigner).toBeNull()
  expect(renter.renter!.payments.map((p) => [p.kind, p.amountCents, p.status])).toEqual([
    ['step1', 23000, 'paid'],
    ['step2', 102000, 'paid'],
  ])
  expect(renter.renter).toMatchObject({ totalCents: 137499, paidCents: 137499, dueCents: 0 })

  const cosigner = (await breakdown(c, c.cosigner.auth)).body.breakdown
  expect(cosigner.renter).toBeNull()
  expect(JSON.stringify(cosigner)).not.toContain('9999') // never the renter's matching fee
  expect(cosigner.cosigner).toMatchObject({ feeCents: 120000, platformFeeCents: 18000, payoutCents: 102000, receivedCents: 102000, expectedCents: 0 })
  expect(cosigner.cosigner!.payouts[0]!.receivedAt).not.toBeNull()

  const admin = (await breakdown(c, h.user('ADMIN').auth)).body.breakdown
  expect(admin.renter).toEqual(renter.renter)
  expect(admin.cosigner).toEqual(cosigner.cosigner)

  // Nobody else: the same 404 as an unknown contract.
  expect((await breakdown(c, h.user('RENTER').auth)).status).toBe(404)
  expect((await breakdown(c, h.user('COSIGNER').auth)).status).toBe(404)

  // The ledger's summaries are the same figures.
  const renterLedger = (await get<LedgerResponse>(`/ledger?contractId=${c.contract.id}`, c.renter.auth)).body
  expect(renterLedger.renterSummary).toEqual({ cosignerFeeCents: 120000, processingFeeCents: 5000, serviceFeesCents: 12499, totalCents: 137499, paidCents: 137499, dueCents: 0 })
  expect(renterLedger.cosignerSummary).toBeNull()
  const cosignerLedger = (await get<LedgerResponse>(`/ledger?contractId=${c.contract.id}`, c.cosigner.auth)).body
  expect(cosignerLedger.renterSummary).toBeNull()
  expect(cosignerLedger.cosignerSummary).toEqual({ feeCents: 120000, platformFeeCents: 18000, payoutCents: 102000, receivedCents: 102000, expectedCents: 0 })

  // The admin's client figures add up the same breakdowns.
  const adminAuth = h.user('ADMIN').auth
  const renterFigures = (await get<ClientContractFiguresResponse>(`/contracts/admin/clients/${c.renter.id}/figures`, adminAuth)).body
  expect(renterFigures.renterMoney).toEqual(renterLedger.renterSummary)
  const cosignerFigures = (await get<ClientContractFiguresResponse>(`/contracts/admin/clients/${c.cosigner.id}/figures`, adminAuth)).body
  expect(cosignerFigures.cosignerMoney).toEqual(cosignerLedger.cosignerSummary)
  expect(cosignerFigures.cosignerMoney).toEqual((await get<EarningsResponse>('/earnings', c.cosigner.auth)).body.totals)

  // A refunded service fee no longer counts toward the match.
  await h.feed('payment.refunded', { paymentId: c.sessionPaymentId, userId: c.renter.id, purpose: 'match_request', amountCents: 9999, subjectId: null, metadata: null, refundedAt: new Date().toISOString() })
  expect((await breakdown(c, c.renter.auth)).body.breakdown.renter).toMatchObject({ serviceFeesCents: 2500, totalCents: 127500 })
})

test('installments with half-cent parts: earnings equal the payouts, per contract and month; the CSV rows and totals match', async () => {
  // $1,000.10 down + 12 x $33.33 from 2030-01-15 to 2031-01-15.
  const c = await h.signedContract({ feeOption: 'installments', feeCents: 100010 + 12 * 3333, downPaymentCents: 100010, monthlyPaymentCents: 3333 })
  const full = await h.signedContract()
  await pay(full)
  await h.payment('payment.completed', 'contract_platform_fee', c.contract.id, c.renter.id, 15002 + 5000)
  await h.payment('payment.completed', 'contract_cosigner_payment', c.contract.id, c.renter.id, 100010 - 15002)
  const ledger = (await get<LedgerResponse>(`/ledger?contractId=${c.contract.id}`, c.renter.auth)).body
  const first = ledger.entries.find((e) => e.description === 'Installment 1 of 12')!
  await h.payment('payment.completed', 'contract_installment', first.id, c.renter.id, 3333)

  const side = (await breakdown(c, c.cosigner.auth)).body.breakdown.cosigner!
  expect(side.platformFeeCents).toBe(15002 + 12 * 500)
  expect(side.payoutCents + side.platformFeeCents).toBe(side.feeCents)
  expect(side.receivedCents).toBe(100010 - 15002 + 2833)
  expect(side.expectedCents).toBe(11 * 2833)

  // Earnings of this contract's cosigner (one contract) equal the breakdown's payouts.
  const earnings = (await get<EarningsResponse>('/earnings', c.cosigner.auth)).body
  expect(earnings.totals).toEqual({ feeCents: side.feeCents, platformFeeCents: side.platformFeeCents, payoutCents: side.payoutCents, receivedCents: side.receivedCents, expectedCents: side.expectedCents })
  expect(earnings.contracts).toEqual([expect.objectContaining({ contractId: c.contract.id, renterName: 'Rena Tenant', receivedCents: side.receivedCents })])
  const months = earnings.months
  expect(months.reduce((a, m) => a + m.receivedCents, 0)).toBe(side.receivedCents)
  expect(months.reduce((a, m) => a + m.expectedCents, 0)).toBe(side.expectedCents)
  expect(months.find((m) => m.month === '2031-01')).toMatchObject({ expectedCents: 2833 })

  // The CSV: one row per payout, then the Total row; its figures are the screen's.
  const res = await h.app.inject({ method: 'GET', url: '/earnings.csv', headers: c.cosigner.auth })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toContain('text/csv')
  expect(res.headers['content-disposition']).toMatch(/attachment; filename="earnings-\d{4}-\d{2}-\d{2}\.csv"/)
  const lines = res.body.trim().split('\r\n')
  expect(lines[0]).toBe('Contract,Renter,Payment,Status,Due date,Received at,Cosigner fee,Platform fee,Payout')
  const rows = lines.slice(1, -1).map((l) => l.split(','))
  expect(rows).toHaveLength(13)
  expect(rows[0]!.slice(2, 4)).toEqual(['Down payment', 'Received'])
  expect(rows[0]!.slice(6)).toEqual(['1000.10', '150.02', '850.08'])
  expect(rows[1]!.slice(2, 5)).toEqual(['Installment 1 of 12', 'Received', '2030-02-15'])
  expect(rows[1]!.slice(6)).toEqual(['33.33', '5.00', '28.33'])
  const cents = (s: string) => Math.round(Number(s) * 100)
  const total = lines.at(-1)!.split(',')
  expect(total[0]).toBe('Total')
  expect(total.slice(6).map(cents)).toEqual([side.feeCents, side.platformFeeCents, side.payoutCents])
  expect(rows.reduce((a, r) => a + cents(r[8]!), 0)).toBe(side.payoutCents)

  // Cosigners only.
  expect((await h.app.inject({ method: 'GET', url: '/earnings', headers: c.renter.auth })).statusCode).toBe(403)
  expect((await h.app.inject({ method: 'GET', url: '/earnings.csv', headers: c.renter.auth })).statusCode).toBe(403)
  // A cosigner without contracts: empty earnings.
  expect((await get<EarningsResponse>('/earnings', h.user('COSIGNER').auth)).body).toEqual({
    totals: { feeCents: 0, platformFeeCents: 0, payoutCents: 0, receivedCents: 0, expectedCents: 0 },
    contracts: [],
    months: [],
  })
})
