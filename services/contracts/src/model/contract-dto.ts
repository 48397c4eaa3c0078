import {
  agreementText,
  dueAtSigningCents,
  type ContractDto,
  type ContractHistoryEntryDto,
  type ContractPartyRole,
  type ContractStatus,
  type ContractSummaryDto,
  type FeeOption,
  type PaymentStepDto,
  type PaymentStepStatus,
  type SignatureDto,
} from '@cosign/api'
import type { ContractRow, ContractSummaryRow, HistoryRecord, SignatureRecord } from './rows.js'
import { pngDataUrl } from './signature-image.js'
import { isoDate, leaseOfContract, termsOfContract } from './terms.js'

const step = (status: string, amountCents: number, at: Date | null, paidByCredit: boolean): PaymentStepDto => ({
  status: status as PaymentStepStatus,
  amountCents,
  at: at?.toISOString() ?? null,
  paidByCredit,
})

export function toSummaryDto(c: ContractSummaryRow): ContractSummaryDto {
  return {
    id: c.id,
    status: c.status as ContractStatus,
    renterId: c.renterId,
    cosignerId: c.cosignerId,
    renterName: c.renterName,
    cosignerName: c.cosignerName,
    feeOption: c.feeOption as FeeOption,
    feeCents: c.feeCents,
    leaseStartDate: isoDate(c.leaseStartDate),
    leaseEndDate: isoDate(c.leaseEndDate),
    createdAt: c.createdAt.toISOString(),
    step1: step(c.step1Status, c.step1AmountCents, c.step1At, c.step1PaidByCredit),
    step2: step(c.step2Status, c.step2AmountCents, c.step2At, c.step2PaidByCredit),
    // Filled in for the viewer by domain/payment-hold.ts (it reads the confirmed payout emails).
    paymentHold: null,
  }
}

export function toSignatureDto(s: SignatureRecord): SignatureDto {
  return {
    role: s.role as ContractPartyRole,
    signerId: s.signerId,
    signerName: s.signerName,
    signedAt: s.signedAt.toISOString(),
    imagePng: pngDataUrl(s.imagePng),
  }
}

export function toHistoryDto(h: HistoryRecord): ContractHistoryEntryDto {
  return {
    status: h.status as ContractStatus,
    at: h.at.toISOString(),
    actorId: h.actorId,
    actorRole: h.actorRole as ContractHistoryEntryDto['actorRole'],
    note: h.note,
  }
}

export function toContractDto(
  c: ContractRow,
  signatures: SignatureRecord[],
  history: HistoryRecord[],
): ContractDto {
  const terms = termsOfContract(c)
  return {
    ...toSummaryDto(c),
    ...leaseOfContract(c),
    renterAddress: c.renterAddress,
    cosignerAddress: c.cosignerAddress,
    cosignerEmail: c.cosignerEmail,
    cosignerPaypalEmail: c.cosignerPaypalEmail,
    downPaymentCents: c.downPaymentCents,
    monthlyPaymentCents: c.monthlyPaymentCents,
    installmentCount: c.installmentCount,
    platformFeeCents: c.platformFeeCents,
    processingFeeCents: c.processingFeeCents,
    dueAtSigningCents: dueAtSigningCents(terms),
    matchRequestId: c.matchRequestId,
    agreementVersion: c.agreementVersion,
    termsHash: c.termsHash,
    agreementText: agreementText(terms),
    signatures: [...signatures].sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime()).map(toSignatureDto),
    history: [...history].sort((a, b) => a.at.getTime() - b.at.getTime()).map(toHistoryDto),
    cancelledBy: c.cancelledBy as ContractDto['cancelledBy'],
    cancelReason: c.cancelReason,
    creditApplied: c.step1PaidByCredit,
  }
}
