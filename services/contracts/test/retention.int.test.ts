import { RECORD_RETENTION_YEARS } from '@cosign/api'
import { completeEndedContracts } from '../src/domain/complete-ended-contracts.js'
import { eraseDeletedUser } from '../src/domain/erase-deleted-user.js'
import { purgeExpiredContracts } from '../src/domain/purge-expired-contracts.js'
import { startHarness, type Harness } from './helpers.js'

// Issue 30's retention purge: a contract a party deleted their account from is deleted RECORD_RETENTION_YEARS after
// it ended (the clock is injected: deps.now()).
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

const DAY = 24 * 60 * 60 * 1000

/** `years` calendar years after `at`, shifted by `days`. */
function after(at: Date, years: number, days: number): Date {
  const d = new Date(at.getTime())
  d.setUTCFullYear(d.getUTCFullYear() + years)
  return new Date(d.getTime() + days * DAY)
}

const purgeAt = (now: Date) => purgeExpiredContracts({ ...h.deps, now: () => now })

async function completed() {
  const c = await h.signedContract()
  await h.payment('payment.completed', 'contract_platform_fee', c.contract.id, c.renter.id)
  await h.payment('payment.completed', 'contract_cosigner_payment', c.contract.id, c.renter.id)
  await completeEndedContracts(h.deps, '2031-01-16')
  return c
}

const deleteAccount = (userId: string) =>
  h.app.prisma.$transaction((tx) => eraseDeletedUser(tx, { userId, pseudonym: 'Former user 1A2B', deletedAt: new Date().toISOString() }))

const row = (id: string) => h.app.prisma.contract.findUnique({ where: { id } })

const purgedEvents = async (contractId: string) =>
  (await h.outbox('contract.purged')).filter((r) => (r.payload as { data: { contractId: string } }).data.contractId === contractId)

test('a contract with a deleted party is purged (with signatures, history, ledger, request copy) once its retention is over, once', async () => {
  const c = await completed()
  await deleteAccount(c.renter.id)
  const ended = (await row(c.contract.id))!
  expect(ended.status).toBe('completed')
  expect(ended.endedAt).toEqual(ended.completedAt)
  expect(ended.partyDeletedAt).not.toBeNull()

  // One day short of the retention: kept.
  await purgeAt(after(ended.endedAt!, RECORD_RETENTION_YEARS, -1))
  expect(await row(c.contract.id)).not.toBeNull()
  expect(await purgedEvents(c.contract.id)).toHaveLength(0)

  // One day past it: deleted with everything kept under it, one event; two concurrent runs and a third purge once.
  const later = after(ended.endedAt!, RECORD_RETENTION_YEARS, 1)
  const [a, b] = await Promise.all([purgeAt(later), purgeAt(later)])
  expect(a + b).toBeGreaterThanOrEqual(1)
  await purgeAt(later)
  expect(await row(c.contract.id)).toBeNull()
  const where = { where: { contractId: c.contract.id } }
  expect(await h.app.prisma.contractSignature.count(where)).toBe(0)
  expect(await h.app.prisma.contractEvent.count(where)).toBe(0)
  expect(await h.app.prisma.ledgerEntry.count(where)).toBe(0)
  expect(await h.app.prisma.acceptedMatchRequest.findUnique({ where: { requestId: c.requestId } })).toBeNull()
  expect(await purgedEvents(c.contract.id)).toHaveLength(1)
})

test('a cancelled contract with a deleted party ends at its cancellation and is purged after the retention', async () => {
  const c = await h.createdContract()
  const cancel = await h.app.inject({ method: 'POST', url: `/contracts/${c.contract.id}/cancel`, headers: c.renter.auth, payload: { reason: 'moved' } })
  expect(cancel.statusCode).toBe(200)
  await deleteAccount(c.cosigner.id)
  const ended = (await row(c.contract.id))!
  const cancelledAt = (await h.app.prisma.contractEvent.findFirst({ where: { contractId: c.contract.id, status: 'cancelled' } }))!.at
  expect(ended.endedAt).toEqual(cancelledAt)
  await purgeAt(after(ended.endedAt!, RECORD_RETENTION_YEARS, 1))
  expect(await row(c.contract.id)).toBeNull()
  expect(await purgedEvents(c.contract.id)).toHaveLength(1)
})

test('kept: contracts whose parties both still exist, and open contracts even with a deleted party', async () => {
  const bothExist = await completed()
  const open = await h.signedContract() // fully signed, never ended
  await deleteAccount(open.renter.id)
  expect((await row(open.contract.id))!.partyDeletedAt).not.toBeNull()
  const farLater = after(new Date(), RECORD_RETENTION_YEARS + 50, 0)
  await purgeAt(farLater)
  expect(await row(bothExist.contract.id)).not.toBeNull()
  expect(await row(open.contract.id)).not.toBeNull()
  expect(await purgedEvents(bothExist.contract.id)).toHaveLength(0)
  expect(await purgedEvents(open.contract.id)).toHaveLength(0)
})
