import type { PaymentFailureKind, PaymentStatus } from '@cosign/api'
// Through the package root: this module is a subpath of @cosign/ui, bundled by the apps that use it, while what
// it builds on stays the front ends' shared singleton's.
import { Badge, paymentStatusBadgeVariant, paymentStatusLabel } from '@cosign/ui'

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
