import type { PaymentFailureKind, PaymentStatus } from '@cosign/api'
import { paymentStatusBadgeVariant, paymentStatusLabel } from '../format.js'
import { Badge } from './Badge.js'

/** A payment's status; a failed one that was cancelled or expired says so (failureKind from the payments service). */
export function PaymentStatusBadge({
  status,
  failureKind,
}: {
  status: PaymentStatus
  failureKind?: PaymentFailureKind | null
}) {
  return (
    <Badge variant={paymentStatusBadgeVariant(status, failureKind)}>{paymentStatusLabel(status, failureKind)}</Badge>
  )
}
