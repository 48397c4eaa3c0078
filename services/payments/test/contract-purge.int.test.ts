// Issue 30's retention purge: `contract.purged` deletes what payments keeps under that contract, once.
import { randomUUID } from 'node:crypto'
import type { DomainEvents, EventEnvelope } from '@cosign/api'
import { redeliverEvent } from '@cosign/service-kit'
import { CONTRACT_PURGE_CONSUMER } from '../src/plugins/contract-purge-consumer.js'
import { contractReady, fullySignedTerms, pay, startHarness, user, waitFor, type Harness } from './helpers.js'

describe('contract purge', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  const FEE = 100_000

  /** A fully signed contract whose step 1 the renter paid through PayPal (a payment and its receipt). */
  async function paidContract(): Promise<DomainEvents['contract.fully_signed']> {
    const renter = user(h.app, 'RENTER')
    const cosigner = user(h.app, 'COSIGNER')
    const terms = fullySignedTerms(renter, cosigner, FEE)
    await contractReady(h, terms)
    await pay(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: terms.contractId })
    return terms
  }

  const rowsOf = async (contractId: string) => ({
    payments: await h.app.prisma.payment.count({ where: { contractId } }),
    receipts: await h.app.prisma.receipt.count({ where: { contractId } }),
    terms: await h.app.prisma.contractTerms.count({ where: { contractId } }),
  })

  it("deletes the contract's payments, receipts and terms, leaves other contracts', and a redelivery is harmless", async () => {
    const purged = await paidContract()
    const kept = await paidContract()
    expect(await rowsOf(purged.contractId)).toEqual({ payments: 1, receipts: 1, terms: 1 })

    const event: EventEnvelope<'contract.purged'> = {
      id: randomUUID(),
      type: 'contract.purged',
      occurredAt: new Date().toISOString(),
      data: { contractId: purged.contractId },
    }
    await h.bus.publish(event)
    await waitFor(async () => (await h.app.prisma.contractTerms.count({ where: { contractId: purged.contractId } })) === 0, 'the purge')
    expect(await rowsOf(purged.contractId)).toEqual({ payments: 0, receipts: 0, terms: 0 })
    expect(await rowsOf(kept.contractId)).toEqual({ payments: 1, receipts: 1, terms: 1 })

    await redeliverEvent(h.bus, event, CONTRACT_PURGE_CONSUMER)
    expect(await h.app.prisma.processedEvent.count({ where: { eventId: event.id, consumer: CONTRACT_PURGE_CONSUMER } })).toBe(1)
    expect(await rowsOf(purged.contractId)).toEqual({ payments: 0, receipts: 0, terms: 0 })
    expect(await rowsOf(kept.contractId)).toEqual({ payments: 1, receipts: 1, terms: 1 })
  })
})
