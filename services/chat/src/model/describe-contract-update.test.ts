import { randomUUID } from 'node:crypto'
import type { EventEnvelope } from '@cosign/api'
import {
  CONTRACT_UPDATE_EVENTS,
  CONTRACT_UPDATE_MAX_AGE_MS,
  describeContractUpdate,
  type ContractUpdateEvent,
} from './describe-contract-update.js'

const renterId = randomUUID()
const cosignerId = randomUUID()
const contractId = randomUUID()
const parties = { contractId, renterId, cosignerId }
const event = <T extends ContractUpdateEvent>(
  type: T,
  data: EventEnvelope<T>['data'],
  occurredAt = new Date(),
) =>
  ({
    id: randomUUID(),
    type,
    occurredAt: occurredAt.toISOString(),
    data,
  }) as EventEnvelope<ContractUpdateEvent>

describe('describeContractUpdate', () => {
  it('tells both parties the step and its status for a payment step update', () => {
    const push = describeContractUpdate(
      event('contract.payment_step_updated', {
        ...parties,
        step: 2,
        status: 'processing',
        amountCents: 100,
        at: '',
      }),
    )
    expect(push).toEqual({
      recipients: [renterId, cosignerId],
      message: { type: 'contract.updated', contractId, step: 2, stepStatus: 'processing' },
    })
  })

  it.each([
    ['contract.created', 'cosigner_signed'],
    ['contract.cosigner_signed', 'cosigner_signed'],
    ['contract.fully_signed', 'fully_signed'],
    ['contract.finalized', 'finalized'],
    ['contract.cancelled', 'cancelled'],
    ['contract.completed', 'completed'],
  ] as const)('%s -> status %s', (type, status) => {
    const push = describeContractUpdate(event(type, parties as never))
    expect(push?.message).toEqual({ type: 'contract.updated', contractId, status })
    expect(push?.recipients).toEqual([renterId, cosignerId])
  })

  it('an admin-created contract is pushed as awaiting its cosigner', () => {
    const push = describeContractUpdate(event('contract.created', { ...parties, status: 'awaiting_cosigner' } as never))
    expect(push?.message).toEqual({ type: 'contract.updated', contractId, status: 'awaiting_cosigner' })
  })

  it('covers every contract update event', () => {
    expect(CONTRACT_UPDATE_EVENTS).toHaveLength(7)
  })

  it('lower-cases ids and skips malformed or stale events', () => {
    const upper = { contractId: contractId.toUpperCase(), renterId: renterId.toUpperCase(), cosignerId }
    expect(describeContractUpdate(event('contract.finalized', upper))).toEqual({
      recipients: [renterId, cosignerId],
      message: { type: 'contract.updated', contractId, status: 'finalized' },
    })
    expect(describeContractUpdate(event('contract.finalized', { ...parties, renterId: 'nope' }))).toBeNull()
    expect(
      describeContractUpdate(
        event('contract.payment_step_updated', {
          ...parties,
          step: 3 as 1,
          status: 'completed',
          amountCents: 1,
          at: '',
        }),
      ),
    ).toBeNull()
    const old = new Date(Date.now() - CONTRACT_UPDATE_MAX_AGE_MS - 1000)
    expect(describeContractUpdate(event('contract.finalized', parties, old))).toBeNull()
  })
})
