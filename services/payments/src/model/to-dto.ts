import type { PaymentDto, PaymentEventData, PaymentFailureKind, ServiceDto, TransactionDto } from '@cosign/api'
import type { PaymentRow, ServiceRow } from './rows.js'

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const failureKindOf = (p: PaymentRow): PaymentFailureKind | null =>
  p.status === 'failed' && (p.failureKind === 'cancelled' || p.failureKind === 'expired') ? p.failureKind : null
const methodOf = (p: PaymentRow): 'paypal' | 'credit' => (p.paymentMethod === 'credit' ? 'credit' : 'paypal')

export function toPaymentDto(p: PaymentRow): PaymentDto {
  return {
    id: p.id,
    purpose: p.purpose,
    status: p.status,
    amountCents: p.amountCents,
    currency: 'USD',
    subjectId: p.subjectId,
    description: p.description,
    transactionId: p.providerCaptureId,
    paymentMethod: methodOf(p),
    createdAt: p.createdAt.toISOString(),
    completedAt: iso(p.completedAt),
    refundedAt: iso(p.refundedAt),
    failureReason: p.failureReason,
    failureKind: failureKindOf(p),
    contractId: p.contractId ?? (p.purpose === 'contract_platform_fee' || p.purpose === 'contract_cosigner_payment' ? p.subjectId : null),
  }
}

export function toTransactionDto(p: PaymentRow): TransactionDto {
  return {
    ...toPaymentDto(p),
    userId: p.userId,
    renterName: p.renterName,
    cosignerName: p.cosignerName,
    renterId: p.renterId,
    cosignerId: p.cosignerId,
    payeeEmail: p.payeeEmail,
    orderId: p.providerOrderId,
    notes: p.notes,
    adjustedAt: iso(p.adjustedAt),
  }
}

export function toServiceDto(s: ServiceRow): ServiceDto {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    priceCents: s.priceCents,
    isActive: s.isActive,
    updatedAt: s.updatedAt.toISOString(),
  }
}

/** The part every payment.* event carries. */
export function paymentEventData(p: PaymentRow): PaymentEventData {
  return {
    paymentId: p.id,
    userId: p.userId,
    purpose: p.purpose,
    amountCents: p.amountCents,
    subjectId: p.subjectId,
    metadata: (p.metadata as Record<string, unknown> | null) ?? null,
    method: methodOf(p),
    // Step 2 is paid to the cosigner (their timeline shows it received); every other purpose, to the platform.
    ...(p.purpose === 'contract_cosigner_payment' && p.cosignerId ? { payeeId: p.cosignerId } : {}),
  }
}
