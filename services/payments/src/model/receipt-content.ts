import {
  PLATFORM_FEE_BASIS_POINTS,
  type PaymentPurpose,
  type ReceiptLine,
  type ReceiptParty,
} from '@cosign/api'

/** The platform as payee on receipts (the product's name, as on every screen). */
export const PLATFORM_PAYEE_NAME = 'Cosign'

const PLATFORM_PERCENT = `${PLATFORM_FEE_BASIS_POINTS / 100}%`
const COSIGNER_PERCENT = `${100 - PLATFORM_FEE_BASIS_POINTS / 100}%`

export const PURPOSE_TITLES: Record<PaymentPurpose, string> = {
  profile_creation: 'Cosigner profile creation fee',
  unlock_contact: 'Cosigner contact details unlock',
  match_request: 'Cosigner matching fee',
  contract_platform_fee: 'Contract payment, step 1 (platform)',
  contract_cosigner_payment: 'Contract payment, step 2 (cosigner)',
  contract_installment: 'Contract installment',
}

/** The payment fields a receipt's breakdown is computed from (integer cents, as stored at checkout). */
export interface ReceiptPaymentFacts {
  purpose: PaymentPurpose
  amountCents: number
  /** The 15 % inside a step 1 or an installment (0 elsewhere). */
  platformFeeCents: number
  paymentMethod: string
}

/** A replacement credit that paid a step 1: what it covered. */
export interface ReceiptCreditFacts {
  amountCents: number
}

export interface ReceiptBreakdown {
  payeeKind: ReceiptParty
  lines: ReceiptLine[]
  /** What was charged: the sum of the lines that are not credits. */
  chargedCents: number
}

/**
 * The receipt's breakdown of one payment, from what the payment row stores (so it agrees with the admin
 * statistics, which sum the same columns): step 1 = platform fee + processing fee (the rest of the amount), to
 * the platform; step 2 = the cosigner's share, to the cosigner; an installment = platform fee + the cosigner's
 * share, paid to the cosigner's PayPal with the platform's fee taken from it; the service fees are one line.
 * A step 1 paid by a replacement credit has one credit line (what the credit covered) and charges 0.
 */
export function receiptBreakdown(payment: ReceiptPaymentFacts, credit?: ReceiptCreditFacts | null): ReceiptBreakdown {
  const { amountCents, platformFeeCents } = payment
  const line = (label: string, cents: number, paidTo: ReceiptParty): ReceiptLine => ({ label, amountCents: cents, paidTo })
  switch (payment.purpose) {
    case 'contract_platform_fee':
      if (payment.paymentMethod === 'credit')
        return {
          payeeKind: 'platform',
          chargedCents: 0,
          lines: [
            {
              ...line(
                'Platform fee and processing fee, covered by your Cosigner Replacement Guarantee credit',
                credit?.amountCents ?? 0,
                'platform',
              ),
              credit: true,
            },
          ],
        }
      return {
        payeeKind: 'platform',
        chargedCents: amountCents,
        lines: [
          line(`Platform fee (${PLATFORM_PERCENT} of the cosigner fee)`, platformFeeCents, 'platform'),
          line('Processing fee', amountCents - platformFeeCents, 'platform'),
        ],
      }
    case 'contract_cosigner_payment':
      return {
        payeeKind: 'cosigner',
        chargedCents: amountCents,
        lines: [line(`Cosigner's share of the cosigner fee (${COSIGNER_PERCENT})`, amountCents, 'cosigner')],
      }
    case 'contract_installment':
      return {
        payeeKind: 'cosigner',
        chargedCents: amountCents,
        lines: [
          line(`Platform fee (${PLATFORM_PERCENT} of the installment)`, platformFeeCents, 'platform'),
          line(`Cosigner's share (${COSIGNER_PERCENT})`, amountCents - platformFeeCents, 'cosigner'),
        ],
      }
    default:
      return {
        payeeKind: 'platform',
        chargedCents: amountCents,
        lines: [line(PURPOSE_TITLES[payment.purpose], amountCents, 'platform')],
      }
  }
}

/** The year a receipt is numbered in: the UTC calendar year it is issued (the same for every reader). */
export const receiptYear = (issuedAt: Date): number => issuedAt.getUTCFullYear()
