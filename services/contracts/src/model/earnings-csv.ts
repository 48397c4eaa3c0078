import type { CosignerPayoutLine } from '@cosign/api'

export const EARNINGS_CSV_NAME = 'earnings'

export const PAYOUT_STATUS_LABELS: Record<CosignerPayoutLine['status'], string> = {
  received: 'Received',
  expected: 'Expected',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
}
