import type { PaymentStatus } from '@cosign/api'

// The payment state machine: pending -> completed | failed, completed -> refunded. Nothing else moves.
const ALLOWED: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['completed', 'failed'],
  completed: ['refunded'],
  failed: [],
  refunded: [],
}

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return ALLOWED[from].includes(to)
}

export function isFinal(status: PaymentStatus): boolean {
  return ALLOWED[status].length === 0
}

/** What a PayPal capture status means for a pending payment (null: not settled yet, ask again later). */
export function statusForCapture(captureStatus: string): 'completed' | 'failed' | null {
  switch (captureStatus) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      // The money was captured; a refund is recorded separately (webhook or admin).
      return 'completed'
    case 'DECLINED':
    case 'FAILED':
      return 'failed'
    default:
      return null // PENDING: PayPal is still deciding
  }
}
