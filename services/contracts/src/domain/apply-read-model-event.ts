import { isUuid, type EventEnvelope, type OneEventOf } from '@cosign/api'
import { occurredAt } from '@cosign/service-kit'
import type { ReadModelEvent } from '../model/consumed-events.js'
import { dateOf } from '../model/terms.js'
import type { Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'

const REVIEW_STATUS = {
  'cosigner_profile.submitted': 'pending_review',
  'cosigner_profile.approved': 'approved',
  'cosigner_profile.rejected': 'rejected',
} as const

/** Idempotent and order-tolerant (each fact carries the event's time; an older event never wins). */
export async function applyReadModelEvent(deps: Deps, tx: Tx, event: EventEnvelope<ReadModelEvent>): Promise<void> {
  const repo = deps.readModels
  const at = occurredAt(event)
  const e = event as OneEventOf<ReadModelEvent>
  switch (e.type) {
    case 'user.registered': {
      const d = e.data
      return repo.registerUser(tx, d, at)
    }
    case 'user.role_changed': {
      const d = e.data
      return repo.setRole(tx, d.userId, d.role, at)
    }
    // A name or a confirmed email change (issue 29): the directory's copy follows; signed contracts keep theirs.
    case 'user.updated': {
      const d = e.data
      return repo.updateUser(tx, d)
    }
    // The cosigner confirmed a PayPal payout email (issue 27): contracts paying it no longer wait.
    case 'user.paypal_verified': {
      const d = e.data
      return repo.confirmPayoutEmail(tx, { userId: d.userId, paypalEmail: d.paypalEmail, confirmedAt: new Date(d.verifiedAt) })
    }
    case 'user.status_changed': {
      const d = e.data
      return repo.setActive(tx, d.userId, d.isActive, at)
    }
    case 'cosigner_profile.saved': {
      const d = e.data
      return repo.savePayout(tx, d, at)
    }
    case 'cosigner_profile.submitted':
    case 'cosigner_profile.approved':
    case 'cosigner_profile.rejected': {
      const d = e.data
      return repo.setProfileStatus(tx, d.userId, d.profileId, REVIEW_STATUS[e.type], at)
    }
    case 'match_request.accepted': {
      const d = e.data
      // Events written before matching added the terms cannot prefill a contract: skipped.
      if (
        d.renterName === undefined ||
        d.cosignerName === undefined ||
        d.monthlyRentCents === undefined ||
        d.leaseDurationMonths === undefined ||
        d.propertyAddress === undefined ||
        d.moveInDate === undefined ||
        !/^\d{4}-\d{2}-\d{2}$/.test(d.moveInDate)
      )
        return
      await repo.upsertAcceptedRequest(tx, {
        requestId: d.requestId.toLowerCase(),
        renterId: d.renterId.toLowerCase(),
        cosignerId: d.cosignerId.toLowerCase(),
        renterName: d.renterName,
        cosignerName: d.cosignerName,
        monthlyRentCents: d.monthlyRentCents,
        leaseDurationMonths: d.leaseDurationMonths,
        propertyAddress: d.propertyAddress,
        moveInDate: dateOf(d.moveInDate),
        acceptedAt: at,
        sessionPaymentId: isUuid(d.sessionPaymentId) ? d.sessionPaymentId.toLowerCase() : null,
      })
      return
    }
  }
}
