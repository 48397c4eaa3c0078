import { eventConsumerPlugin, publishingTransactions } from '@cosign/service-kit'
import type { EventEnvelope } from '@cosign/api'
import type { Prisma } from '../generated/prisma/client.js'
import { applyPaymentEvent } from '../domain/apply-payment-event.js'
import { applyReadModelEvent } from '../domain/apply-read-model-event.js'
import { applyServiceFeeEvent } from '../domain/apply-service-fee-event.js'
import {
  isServiceFeeEvent,
  PAYMENT_EVENTS,
  READ_MODEL_EVENTS,
  type PaymentEvent,
  type ReadModelEvent,
  type ServiceFeeEvent,
} from '../model/consumed-events.js'

export const CONTRACTS_CONSUMER = 'contracts'
export const CONSUMED_EVENTS = [...READ_MODEL_EVENTS, ...PAYMENT_EVENTS, 'payment.refunded'] as const
type Consumed = ReadModelEvent | PaymentEvent | 'payment.refunded'

declare module 'fastify' {
  interface FastifyInstance {
    /** Handles one event as the consumer does (tests and tools feed events without NATS through it). */
    handleContractEvent: (event: EventEnvelope<Consumed>, tx: Prisma.TransactionClient) => Promise<void>
  }
}

/**
 * One durable consumer for the read models (users, cosigner payouts, accepted requests) and the payments'
 * events; each event in one transaction with its processed_events row. Outbox rows the handlers write
 * (payment step updates, contract.finalized, ledger_entry.paid) are published right after the commit.
 */
export default eventConsumerPlugin(
  'contracts-event-consumer',
  CONTRACTS_CONSUMER,
  CONSUMED_EVENTS,
  {
    db: (app) => publishingTransactions(app, app.prisma),
    handle: (app) => {
      const handle = async (event: EventEnvelope<Consumed>, tx: Prisma.TransactionClient) => {
        // Matching sessions and contact unlocks: the renter's service fees shown toward a match.
        if (
          (event.type === 'payment.completed' || event.type === 'payment.refunded') &&
          isServiceFeeEvent(event as EventEnvelope<ServiceFeeEvent>)
        )
          return applyServiceFeeEvent(app.deps, tx, event as EventEnvelope<ServiceFeeEvent>)
        if (event.type === 'payment.refunded') return
        if ((PAYMENT_EVENTS as readonly string[]).includes(event.type))
          return applyPaymentEvent(app.deps, tx, event as EventEnvelope<PaymentEvent>)
        return applyReadModelEvent(app.deps, tx, event as EventEnvelope<ReadModelEvent>)
      }
      app.decorate('handleContractEvent', handle)
      return handle
    },
  },
  ['deps'],
)
