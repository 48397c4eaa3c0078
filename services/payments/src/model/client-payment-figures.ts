import type { ClientPaymentFigures, PaymentPurpose, PaymentStatus } from '@cosign/api'

/** The fields of a payment the figures read. */
export interface FigurePayment {
  userId: string
  cosignerId: string | null
  purpose: PaymentPurpose
  status: PaymentStatus
  amountCents: number
  platformFeeCents: number
}

/**
 * A client's money figures (definitions on ClientPaymentFigures): completed payments only, so a refund takes
 * the payment out again. Earnings are step-2 payouts (the contract's cosigner fee or down payment less the platform
 * fee) and the cosigner's share of installments: the same payouts as the cosigner's Earnings screen.
 */
export function clientPaymentFigures(
  userId: string,
  payments: readonly FigurePayment[],
): ClientPaymentFigures {
  const figures: ClientPaymentFigures = {
    totalPaidCents: 0,
    completedPayments: 0,
    earningsCents: 0,
    completedPayouts: 0,
    payoutPlatformFeesCents: 0,
  }
  for (const p of payments) {
    if (p.status !== 'completed') continue
    if (p.userId === userId) {
      figures.totalPaidCents += p.amountCents
      figures.completedPayments += 1
    }
    if (p.cosignerId !== userId) continue
    if (p.purpose === 'contract_cosigner_payment') {
      figures.earningsCents += p.amountCents
      figures.completedPayouts += 1
    } else if (p.purpose === 'contract_platform_fee') {
      // Step 1 carries the platform fee of the step-2 payout (beside the renter's processing fee).
      figures.payoutPlatformFeesCents += p.platformFeeCents
    } else if (p.purpose === 'contract_installment') {
      // The platform's 15 % of an installment is taken at PayPal; the rest reaches the cosigner.
      figures.earningsCents += p.amountCents - p.platformFeeCents
      figures.payoutPlatformFeesCents += p.platformFeeCents
      figures.completedPayouts += 1
    }
  }
  return figures
}
