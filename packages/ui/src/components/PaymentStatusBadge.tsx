import type { PaymentStatus } from '@cosign/contracts'
import { paymentStatusBadgeVariant, paymentStatusLabel } from '../format.js'
import { Badge } from './Badge.js'

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={paymentStatusBadgeVariant(status)}>{paymentStatusLabel(status)}</Badge>
}
