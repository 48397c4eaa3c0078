import type { EventEnvelope, OneEventOf } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { applyCompletedPayment } from './apply-completed-payment.js'
import { applyRefundedPayment } from './apply-refunded-payment.js'
import { closeContractRequests } from './close-contract-requests.js'
import type { Deps } from './deps.js'
import { openReviewOccasion } from './open-review-occasion.js'
import { recordCreditReportView } from './record-credit-report-view.js'
import { recordContractLease } from './record-contract-lease.js'
import { recordCreditScore } from './record-credit-score.js'
import { recordCreditReview } from './record-credit-review.js'
import { syncUserAccount } from './sync-user-account.js'

/** The events this service consumes (one durable consumer, in stream order). */
export const CONSUMED_EVENTS = [
  'user.registered',
  'user.role_changed',
  'user.status_changed',
  'user.updated',
  'payment.completed',
  'payment.refunded',
  'credit_report.uploaded',
  'credit_report.viewed',
  'credit_report.verified',
  'credit_report.rejected',
  'contract.cancelled',
  'contract.finalized',
  'contract.completed',
] as const
export type ConsumedEvent = (typeof CONSUMED_EVENTS)[number]

/** Runs inside the consumer's transaction; a malformed event is logged and skipped, never retried forever. */
export async function handleEvent(
  deps: Pick<Deps, 'events' | 'log' | 'now'>,
  tx: Tx,
  event: EventEnvelope<ConsumedEvent>,
): Promise<void> {
  const { events, log } = deps
  const now = deps.now()
  let ok = true
  const e = event as OneEventOf<ConsumedEvent>
  if (!event.data || typeof event.data !== 'object') ok = false
  else
    switch (e.type) {
      case 'user.registered':
      case 'user.role_changed':
      case 'user.status_changed':
      case 'user.updated':
        ok = await syncUserAccount(tx, event as Parameters<typeof syncUserAccount>[1])
        break
      case 'payment.completed': {
        const outcomes = await applyCompletedPayment(tx, events.record, e.data, now)
        log.info({ eventId: event.id, outcomes }, 'payment.completed applied')
        break
      }
      case 'payment.refunded':
        await applyRefundedPayment(tx, events.record, e.data, now)
        break
      case 'credit_report.uploaded':
        ok = await recordCreditScore(tx, e.data)
        break
      case 'credit_report.viewed':
        ok = await recordCreditReportView(tx, e.data)
        break
      case 'credit_report.verified':
      case 'credit_report.rejected':
        ok = await recordCreditReview(tx, e.type === 'credit_report.verified', e.data)
        break
      case 'contract.cancelled': {
        const data = e.data
        ok =
          (await closeContractRequests(tx, data, now)) &&
          (await recordContractLease(tx, 'cancelled', data, new Date(event.occurredAt)))
        break
      }
      case 'contract.finalized': {
        // The parties may review each other from the moment the contract was finalized; the lease is active.
        const data = e.data
        const at = new Date(event.occurredAt)
        ok = (await openReviewOccasion(tx, 'finalized', data, at)) && (await recordContractLease(tx, 'active', data, at))
        break
      }
      case 'contract.completed': {
        const data = e.data
        const at = new Date(event.occurredAt)
        ok =
          (await closeContractRequests(tx, data, now)) &&
          (await openReviewOccasion(tx, 'completed', data, at)) &&
          (await recordContractLease(tx, 'completed', data, at))
        break
      }
    }
  if (!ok) log.warn({ eventId: event.id, type: event.type }, 'malformed event skipped')
}
