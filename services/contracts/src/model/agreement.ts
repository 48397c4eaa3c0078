import { agreementText, formatUsd, type AgreementData, type SignedTerms } from '@cosign/api'
import { pngDataUrl } from './signature-image.js'
import type { ContractRow, HistoryRecord, SignatureRecord } from './rows.js'

const ACTIONS: Record<string, string> = {
  awaiting_cosigner: 'Created by an administrator for the cosigner to sign',
  cosigner_signed: 'Created and signed by the cosigner',
  fully_signed: 'Signed by the renter',
}

/**
 * What the documents service renders into the signed PDF: sent with contract.fully_signed (stage fully_signed),
 * and again with contract.finalized (stage finalized), whose audit trail adds the two payment steps.
 */
export function agreementData(
  c: ContractRow,
  terms: SignedTerms,
  signatures: SignatureRecord[],
  history: HistoryRecord[],
  stage: 'fully_signed' | 'finalized' = 'fully_signed',
): AgreementData {
  const nameOf = (h: HistoryRecord) =>
    h.actorRole === 'renter' ? c.renterName : h.actorRole === 'cosigner' ? c.cosignerName : h.actorRole === 'admin' ? 'Administrator' : 'Cosign'
  // The payment steps: the contract row keeps when each was paid (PayPal records the payer's network address).
  const steps: AgreementData['audit'] =
    stage === 'finalized'
      ? [
          { n: 1 as const, at: c.step1At, cents: c.step1AmountCents, credit: c.step1PaidByCredit, to: 'the platform' },
          { n: 2 as const, at: c.step2At, cents: c.step2AmountCents, credit: c.step2PaidByCredit, to: 'the cosigner' },
        ]
          .filter((p) => p.at)
          .map((p) => ({
            at: p.at!.toISOString(),
            action: `Payment step ${p.n} completed: ${formatUsd(p.cents)} to ${p.to}${p.credit ? ' (replacement credit)' : ' via PayPal'}`,
            actorId: c.renterId,
            actorName: c.renterName,
            ip: null,
            userAgent: null,
          }))
      : []
  return {
    stage,
    terms,
    termsHash: c.termsHash,
    agreementText: agreementText(terms),
    signatures: [...signatures]
      .sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime())
      .map((s) => ({
        role: s.role as 'renter' | 'cosigner',
        signerId: s.signerId,
        signerName: s.signerName,
        signedAt: s.signedAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
        termsHash: s.termsHash,
        imagePng: pngDataUrl(s.imagePng),
      })),
    // Payment steps first: a step and the finalization it causes share a time, and the sort keeps that order.
    audit: [
      ...steps,
      ...history.map((h) => ({
        at: h.at.toISOString(),
        action: h.note ?? ACTIONS[h.status] ?? h.status,
        actorId: h.actorId,
        actorName: nameOf(h),
        ip: h.ip,
        userAgent: h.userAgent,
      })),
    ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)),
  }
}
