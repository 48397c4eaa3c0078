import type { ClientPaymentFigures, PaymentPurpose, PaymentStatus } from '@cosign/api'
import type { Db } from '../repositories/db.js'

/** The fields of a payment the figures read. */
export interface FigurePayment {
  userId: string
  cosignerId: string | null
  purpose: PaymentPurpose
  status: PaymentStatus
  amountCents: number
}

/**
 * A client's money figures (definitions on ClientPaymentFigures): completed payments only, so a refund takes
 * the payment out again. Earnings are step-2 payouts only (the contract's cosigner fee or down payment).
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
  }
  for (const p of payments) {
    if (p.status !== 'completed') continue
    if (p.userId === userId) {
      figures.totalPaidCents += p.amountCents
      figures.completedPayments += 1
    }
    if (p.purpose === 'contract_cosigner_payment' && p.cosignerId === userId) {
      figures.earningsCents += p.amountCents
      figures.completedPayouts += 1
    }
  }
  return figures
}

/** GET /admin/clients/:userId/figures: reads the client's completed payments (as payer or payee) and sums them. */
export async function getClientPaymentFigures(db: Db, userId: string): Promise<ClientPaymentFigures> {
  const payments = await db.payment.findMany({
    where: {
      status: 'completed',
      OR: [{ userId }, { cosignerId: userId, purpose: 'contract_cosigner_payment' }],
    },
    select: { userId: true, cosignerId: true, purpose: true, status: true, amountCents: true },
  })
  return clientPaymentFigures(userId, payments as FigurePayment[])
}
