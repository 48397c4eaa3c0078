import { agreementText, type AgreementData, type SignedTerms } from '@cosign/api'
import { pngDataUrl } from './signature-image.js'
import type { Contract, ContractEvent, ContractSignature } from '../generated/prisma/client.js'

const ACTIONS: Record<string, string> = {
  awaiting_cosigner: 'Created by an administrator for the cosigner to sign',
  cosigner_signed: 'Created and signed by the cosigner',
  fully_signed: 'Signed by the renter',
}

/** What the documents service renders into the signed PDF (sent with contract.fully_signed). */
export function agreementData(
  c: Contract,
  terms: SignedTerms,
  signatures: ContractSignature[],
  history: ContractEvent[],
): AgreementData {
  const nameOf = (h: ContractEvent) =>
    h.actorRole === 'renter' ? c.renterName : h.actorRole === 'cosigner' ? c.cosignerName : h.actorRole === 'admin' ? 'Administrator' : 'Cosign'
  return {
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
    audit: [...history]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((h) => ({
        at: h.at.toISOString(),
        action: h.note ?? ACTIONS[h.status] ?? h.status,
        actorId: h.actorId,
        actorName: nameOf(h),
        ip: h.ip,
        userAgent: h.userAgent,
      })),
  }
}
