import type { EventEnvelope } from '@cosign/api'

/** The events this service consumes, by what they feed. */
export const PAYMENT_EVENTS = ['payment.started', 'payment.completed', 'payment.failed'] as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]

/** The other services' facts this service keeps: parties' names, cosigners' payout details, accepted requests. */
export const READ_MODEL_EVENTS = [
  'user.registered',
  'user.role_changed',
  'user.status_changed',
  'user.updated',
  'user.paypal_verified',
  'cosigner_profile.saved',
  'cosigner_profile.submitted',
  'cosigner_profile.approved',
  'cosigner_profile.rejected',
  'match_request.accepted',
] as const
export type ReadModelEvent = (typeof READ_MODEL_EVENTS)[number]

export const SERVICE_FEE_EVENTS = ['payment.completed', 'payment.refunded'] as const
export type ServiceFeeEvent = (typeof SERVICE_FEE_EVENTS)[number]

/** The platform services whose fee a renter pays toward a match (listed in the contract's breakdown as such). */
const SERVICE_FEE_PURPOSES: ReadonlySet<string> = new Set(['match_request', 'unlock_contact'])

/** Whether a payment event is one of a matching session or a contact unlock (the others move contract steps). */
export function isServiceFeeEvent(event: EventEnvelope<ServiceFeeEvent>): boolean {
  return SERVICE_FEE_PURPOSES.has(event.data.purpose)
}
