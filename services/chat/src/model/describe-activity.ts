import { formatUsd, type ActivityType, type EventEnvelope, type EventType, type PaymentPurpose, type OneEventOf } from '@cosign/api'
import { CONTRACT_STATUS_EVENTS } from './contract-status-events.js'

/** Every event that puts something on a client's activity timeline (subscribed to by the chat-activity consumer). */
export const ACTIVITY_EVENTS = [
  'user.registered',
  'renter_profile.saved',
  'cosigner_profile.saved',
  'cosigner_profile.submitted',
  'cosigner_profile.approved',
  'cosigner_profile.rejected',
  'credit_report.uploaded',
  'payment.completed',
  'payment.refunded',
  'ledger_entry.paid',
  'match_request.created',
  'match_request.accepted',
  'match_request.declined',
  'match_request.withdrawn',
  // A renter's Lease Armor plan recorded by matching (the provider bills on its own site).
  'lease_armor.enrolled',
  'dispute.opened',
  ...CONTRACT_STATUS_EVENTS,
] as const satisfies readonly EventType[]
export type ActivityEventType = (typeof ACTIVITY_EVENTS)[number]

/** One timeline row an event asks for (the event's id and time are added when it is stored). */
export interface ActivityDraft {
  clientId: string
  type: ActivityType
  title: string
  description: string
  amountCents: number | null
}

const PURPOSE_TEXT: Record<PaymentPurpose, string> = {
  profile_creation: 'cosigner profile creation fee',
  unlock_contact: 'contact unlock',
  match_request: 'match request fee',
  contract_platform_fee: 'contract platform fee (step 1)',
  contract_cosigner_payment: 'cosigner payment (step 2)',
  contract_installment: 'monthly installment',
}

const PROFILE_STATUS_TEXT: Record<string, string> = {
  awaiting_payment: 'awaiting payment',
  pending_review: 'waiting for review',
  active: 'approved and listed',
  rejected: 'rejected',
}

const draft = (clientId: string, type: ActivityType, title: string, description: string, amountCents: number | null = null): ActivityDraft => ({
  clientId,
  type,
  title,
  description,
  amountCents,
})

/** Both parties of a contract get the same line. */
const bothParties = (d: { renterId: string; cosignerId: string; contractId: string }, title: string, description: string) => [
  draft(d.renterId, 'contract_update', title, description),
  draft(d.cosignerId, 'contract_update', title, description),
]

/**
 * The timeline rows an event produces, one per client it concerns (none for events about admins). Pure: the
 * consumer stores them with the event's id, so a redelivery adds nothing.
 */
export function describeActivity(event: EventEnvelope<ActivityEventType>): ActivityDraft[] {
  const e = event as OneEventOf<ActivityEventType>
  switch (e.type) {
    case 'user.registered': {
      const d = e.data
      if (d.role !== 'RENTER' && d.role !== 'COSIGNER') return []
      return [draft(d.userId, 'profile_update', 'Account created', `Signed up as a ${d.role === 'RENTER' ? 'renter' : 'cosigner'}.`)]
    }
    case 'renter_profile.saved': {
      const d = e.data
      return [draft(d.userId, 'profile_update', 'Renter profile saved', 'The renter profile was created or edited.')]
    }
    case 'cosigner_profile.saved': {
      const d = e.data
      const status = PROFILE_STATUS_TEXT[d.status] ?? d.status
      return [draft(d.userId, 'profile_update', 'Cosigner profile saved', `The cosigner profile was saved; it is ${status}.`)]
    }
    case 'cosigner_profile.submitted': {
      const d = e.data
      return [draft(d.userId, 'profile_update', 'Cosigner profile submitted', 'The paid cosigner profile is waiting for review.')]
    }
    case 'cosigner_profile.approved': {
      const d = e.data
      return [draft(d.userId, 'profile_update', 'Cosigner profile approved', 'The cosigner profile was approved and is listed.')]
    }
    case 'cosigner_profile.rejected': {
      const d = e.data
      return [draft(d.userId, 'profile_update', 'Cosigner profile rejected', `Reason: ${d.reason}`)]
    }
    case 'credit_report.uploaded': {
      const d = e.data
      return [draft(d.userId, 'profile_update', 'Credit report uploaded', `Credit score ${d.creditScore}.`)]
    }
    case 'payment.completed': {
      const d = e.data
      const via = d.method === 'credit' ? ' with a replacement credit' : ''
      const made = draft(d.userId, 'payment_made', 'Payment made', `Paid ${formatUsd(d.amountCents)} for the ${PURPOSE_TEXT[d.purpose] ?? d.purpose}${via}.`, d.amountCents)
      // The cosigner's step 2 reaches the cosigner's PayPal account: it is their payment received.
      if (!d.payeeId || d.amountCents === 0) return [made]
      return [made, draft(d.payeeId, 'payment_received', 'Payment received', `Received ${formatUsd(d.amountCents)} from the renter for the ${PURPOSE_TEXT[d.purpose] ?? d.purpose}.`, d.amountCents)]
    }
    case 'payment.refunded': {
      const d = e.data
      return [draft(d.userId, 'payment_received', 'Refund received', `${formatUsd(d.amountCents)} refunded for the ${PURPOSE_TEXT[d.purpose] ?? d.purpose}.`, d.amountCents)]
    }
    case 'ledger_entry.paid': {
      const d = e.data
      return [draft(d.cosignerId, 'payment_received', 'Installment received', `The renter paid a ${formatUsd(d.amountCents)} monthly installment.`, d.amountCents)]
    }
    case 'match_request.created': {
      const d = e.data
      return [
        draft(d.renterId, 'match_request', 'Match request sent', 'Sent a match request to a cosigner.'),
        draft(d.cosignerId, 'match_request', 'Match request received', 'Received a match request from a renter.'),
      ]
    }
    case 'match_request.accepted':
    case 'match_request.declined':
    case 'match_request.withdrawn': {
      const d = e.data
      const verb = e.type === 'match_request.accepted' ? 'accepted' : e.type === 'match_request.declined' ? 'declined' : 'withdrawn'
      const by = verb === 'withdrawn' ? 'the renter' : 'the cosigner'
      const title = `Match request ${verb}`
      return [
        draft(d.renterId, 'match_request', title, `The match request was ${verb} by ${by}.`),
        draft(d.cosignerId, 'match_request', title, `The match request was ${verb} by ${by}.`),
      ]
    }
    case 'lease_armor.enrolled': {
      const d = e.data
      return [draft(d.userId, 'lease_armor_enrollment', 'Lease Armor enrollment', `Enrolled in Lease Armor plan ${d.planId} at ${formatUsd(d.monthlyFeeCents)} a month.`, d.monthlyFeeCents)]
    }
    case 'dispute.opened': {
      const d = e.data
      return [draft(d.reporterId, 'dispute_filed', 'Problem reported', `Reported a problem with a ${d.subjectType}: ${d.title}`)]
    }
    case 'contract.created': {
      const d = e.data
      return bothParties(d, 'Contract created', `A contract with a ${formatUsd(d.feeCents)} cosigner fee was created.`)
    }
    case 'contract.cosigner_signed':
      return bothParties(e.data, 'Contract signed by the cosigner', 'The renter is asked to sign.')
    case 'contract.fully_signed':
      return bothParties(e.data, 'Contract fully signed', 'Both parties signed; the payment steps are open.')
    case 'contract.finalized':
      return bothParties(e.data, 'Contract finalized', 'Both payment steps are paid.')
    case 'contract.cancelled': {
      const d = e.data
      return bothParties(d, 'Contract cancelled', `Cancelled by the ${d.cancelledBy}: ${d.reason}`)
    }
    case 'contract.completed':
      return bothParties(e.data, 'Lease completed', 'The lease ended.')
    default:
      return []
  }
}
