import { formatReceiptNumber, type ReceiptKind } from '@cosign/api'
import { randomUUID } from 'node:crypto'
import type { JsonInput, Payment, Receipt, Tx } from '../repositories/db.js'
import { creditRepository } from '../repositories/credit-repository.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import { receiptRepository } from '../repositories/receipt-repository.js'
import { PLATFORM_PAYEE_NAME, receiptBreakdown, receiptYear } from '../model/receipt-content.js'

/**
 * Issues the receipt of a payment that has just completed (kind 'payment') or been refunded (kind 'refund'),
 * in the transaction that changed its status, so the receipt exists exactly when the status does: a failure
 * anywhere rolls both back, and the number with them (receiptRepository.nextSequence). Callers hold the
 * payment's row lock and call only when their status change moved the row; a receipt already issued for the
 * payment and kind is returned as it is (a redelivered completion never makes a second one). Numbered by the
 * UTC calendar year of `issuedAt`.
 */
export async function issueReceipt(
  tx: Tx,
  payment: Payment,
  kind: ReceiptKind,
  issuedAt: Date,
): Promise<Receipt> {
  const existing = await receiptRepository.findForPayment(tx, payment.id, kind)
  if (existing) return existing
  const credit =
    payment.paymentMethod === 'credit' && payment.contractId
      ? await creditRepository.findAppliedTo(tx, payment.contractId)
      : null
  const breakdown = receiptBreakdown(payment, credit)
  const payerName =
    (payment.purpose === 'profile_creation' ? payment.cosignerName : payment.renterName) ??
    (await directoryRepository.userName(tx, payment.userId)) ??
    'Account holder'
  const payeeIsCosigner = breakdown.payeeKind === 'cosigner'
  const payeeName = payeeIsCosigner
    ? (payment.cosignerName ?? payment.payeeEmail ?? 'The cosigner')
    : PLATFORM_PAYEE_NAME
  const year = receiptYear(issuedAt)
  const sequence = await receiptRepository.nextSequence(tx, year)
  return receiptRepository.create(tx, {
    id: randomUUID(),
    number: formatReceiptNumber(year, sequence),
    year,
    sequence,
    kind,
    paymentId: payment.id,
    purpose: payment.purpose,
    contractId: payment.contractId,
    payerId: payment.userId,
    payerName,
    payeeKind: breakdown.payeeKind,
    payeeId: payeeIsCosigner ? payment.cosignerId : null,
    payeeName,
    amountCents: breakdown.chargedCents,
    lines: breakdown.lines as unknown as JsonInput,
    method: payment.paymentMethod,
    providerReference: kind === 'refund' ? payment.providerRefundId : payment.providerCaptureId,
    issuedAt,
  })
}
