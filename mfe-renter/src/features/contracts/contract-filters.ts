// The renter's contract list (/contracts, My Contracts).
import type { ContractStatus } from '@cosign/api'

/** The renter's status filter (cancelled and completed included; payment_pending is fully_signed here). */
export const RENTER_STATUS_FILTERS: { value: ContractStatus | ''; label: string }[] = [
  { value: '', label: 'All contracts' },
  { value: 'cosigner_signed', label: 'Awaiting Your Signature' },
  { value: 'awaiting_cosigner', label: 'Pending Cosigner' },
  { value: 'fully_signed', label: 'Payment Required' },
  { value: 'finalized', label: 'Finalized' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
]
