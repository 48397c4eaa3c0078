import { PAYMENT_MESSAGES } from '@cosign/api'

/** Statuses before the steps are paid: the renter pays (or will pay) the cosigner's PayPal email. */
const BEFORE_PAYMENT: ReadonlySet<string> = new Set(['awaiting_cosigner', 'cosigner_signed', 'fully_signed'])

/**
 * Why a contract's payments wait, as `viewerIsCosigner` reads it (issue 27), or null. Payments (steps, and a
 * finalized installments contract's monthly payments) wait until the cosigner confirmed the PayPal email the
 * contract pays; payments refuses them until then (409 PAYOUT_EMAIL_UNCONFIRMED). Shown from the start, so the
 * cosigner confirms before the renter reaches the payment. Nothing waits on a paid-in-full, cancelled or
 * completed contract.
 */
export function paymentHoldOf(
  contract: { status: string; feeOption: string },
  payeeConfirmed: boolean,
  viewerIsCosigner: boolean,
): string | null {
  if (payeeConfirmed) return null
  const stillPaying =
    BEFORE_PAYMENT.has(contract.status) || (contract.status === 'finalized' && contract.feeOption === 'installments')
  if (!stillPaying) return null
  return viewerIsCosigner ? PAYMENT_MESSAGES.confirmYourPaypalEmail : PAYMENT_MESSAGES.payoutEmailUnconfirmed
}
