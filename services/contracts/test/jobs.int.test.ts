import { completeEndedContracts } from '../src/domain/complete-ended-contracts.js'
import { markOverdueEntries } from '../src/domain/mark-overdue-entries.js'
import { startHarness, type Harness } from './helpers.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

async function finalized(overrides = {}) {
  const c = await h.signedContract(overrides)
  await h.payment('payment.completed', 'contract_platform_fee', c.contract.id, c.renter.id)
  await h.payment('payment.completed', 'contract_cosigner_payment', c.contract.id, c.renter.id)
  return c
}

test('overdue: each pending entry past its due date is marked once, even with two concurrent runs', async () => {
  const c = await finalized({ feeOption: 'installments', feeCents: 130000, downPaymentCents: 10000, monthlyPaymentCents: 10000 })
  // Installments are due 2030-02-15, 2030-03-15, ...; on 2030-04-01 two are overdue.
  const [a, b] = await Promise.all([markOverdueEntries(h.deps, '2030-04-01'), markOverdueEntries(h.deps, '2030-04-01')])
  expect(a + b).toBe(2)
  expect(await markOverdueEntries(h.deps, '2030-04-01')).toBe(0)
  const overdue = (await h.outbox('ledger_entry.overdue')).filter((r) => (r.payload as { data: { contractId: string } }).data.contractId === c.contract.id)
  expect(overdue).toHaveLength(2)
  expect(new Set(overdue.map((r) => (r.payload as { data: { entryId: string } }).data.entryId)).size).toBe(2)
  const ledger = (await h.app.inject({ method: 'GET', url: `/ledger?contractId=${c.contract.id}`, headers: c.renter.auth })).json()
  expect(ledger.totals).toEqual({ paidCents: 6500 + 8500, outstandingCents: 120000, overdueCents: 20000 })
  const notes = (await h.outbox('notification.requested')).filter((r) => (r.payload as { data: { title: string } }).data.title === 'Payment overdue')
  expect(notes).toHaveLength(4) // two entries x both parties
  // Paying an overdue entry settles it.
  const entry = ledger.entries.find((e: { status: string }) => e.status === 'overdue')
  await h.payment('payment.completed', 'contract_installment', entry.id, c.renter.id)
  const after = (await h.app.inject({ method: 'GET', url: `/ledger?contractId=${c.contract.id}`, headers: c.renter.auth })).json()
  expect(after.totals.overdueCents).toBe(10000)
})

test('completed: finalized contracts whose lease ended become completed, once', async () => {
  const c = await finalized()
  const open = await h.signedContract() // fully signed, not finalized: stays
  expect(await completeEndedContracts(h.deps, '2031-01-15')).toBe(0) // ends that day: not yet
  const [x, y] = await Promise.all([completeEndedContracts(h.deps, '2031-01-16'), completeEndedContracts(h.deps, '2031-01-16')])
  expect(x + y).toBeGreaterThanOrEqual(1)
  expect((await h.app.prisma.contract.findUnique({ where: { id: c.contract.id } }))!.status).toBe('completed')
  expect((await h.app.prisma.contract.findUnique({ where: { id: open.contract.id } }))!.status).toBe('fully_signed')
  const completed = (await h.outbox('contract.completed')).filter((r) => (r.payload as { data: { contractId: string } }).data.contractId === c.contract.id)
  expect(completed).toHaveLength(1)
  expect(await completeEndedContracts(h.deps, '2031-01-16')).toBe(0)
})
