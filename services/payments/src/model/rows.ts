import type { PaymentPurpose, PaymentStatus, ReplacementCreditDto } from '@cosign/api'

// The rows the model's rules and mappers read, as plain types (model/ sits below the repositories and does not
// import the generated Prisma client; Prisma's rows have these fields, which the compiler checks where the
// repositories' answers are passed in).

/** A payment (table payments). */
export interface PaymentRow {
  id: string
  userId: string
  purpose: PaymentPurpose
  subjectId: string | null
  amountCents: number
  platformFeeCents: number
  contractId: string | null
  status: PaymentStatus
  description: string
  paymentMethod: string
  renterId: string | null
  cosignerId: string | null
  renterName: string | null
  cosignerName: string | null
  payeeEmail: string | null
  metadata: unknown
  providerOrderId: string | null
  providerCaptureId: string | null
  failureReason: string | null
  failureKind: string | null
  notes: string | null
  completedAt: Date | null
  refundedAt: Date | null
  adjustedAt: Date | null
  createdAt: Date
}

/** A priced service (table services). */
export interface ServiceRow {
  id: string
  name: string
  description: string
  priceCents: number
  isActive: boolean
  updatedAt: Date
}

/** A Cosigner Replacement Guarantee credit (table replacement_credits), as far as its DTO shows it. */
export type CreditRow = Omit<ReplacementCreditDto, 'createdAt'> & { createdAt: Date }
