import { completeEndedContracts } from '../src/domain/complete-ended-contracts.js'
import { markOverdueEntries } from '../src/domain/mark-overdue-entries.js'
import { remindDueEntries } from '../src/domain/remind-due-entries.js'
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

test('due soon: each pending installment due within 3 days is announced once (two concurrent runs), not once paid', async () => {
  const c = await finalized({ feeOption: 'installments', feeCents: 130000, downPaymentCents: 10000, monthlyPaymentCents: 10000 })
  const mine = async () =>
    (await h.outbox('ledger_entry.due_soon'))
      .map((r) => (r.payload as { data: { contractId: string; entryId: string; dueDate: string; renterId: string } }).data)
      .filter((d) => d.contractId === c.contract.id)
  // Installments are due 2030-02-15, 2030-03-15, ...: on 2030-02-10 none is within 3 days.
  expect(await remindDueEntries(h.deps, new Date('2030-02-10T09:00:00Z'))).toBe(0)
  const on = new Date('2030-02-12T09:00:00Z')
  const [a, b] = await Promise.all([remindDueEntries(h.deps, on), remindDueEntries(h.deps, on)])
  expect(a + b).toBe(1)
  expect(await remindDueEntries(h.deps, on)).toBe(0)
  expect(await mine()).toEqual([expect.objectContaining({ dueDate: '2030-02-15', renterId: c.renter.id })])
  // The next one, paid before its reminder would go: none.
  const ledger = (await h.app.inject({ method: 'GET', url: `/ledger?contractId=${c.contract.id}`, headers: c.renter.auth })).json()
  const march = ledger.entries.find((e: { dueDate: string }) => e.dueDate.startsWith('2030-03-15'))
  await h.payment('payment.completed', 'contract_installment', march.id, c.renter.id)
  expect(await remindDueEntries(h.deps, new Date('2030-03-13T09:00:00Z'))).toBe(0)
  expect(await mine()).toHaveLength(1)
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
