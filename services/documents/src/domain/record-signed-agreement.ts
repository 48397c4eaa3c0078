import { createHash } from 'node:crypto'
import type { AgreementData, EventEnvelope } from '@cosign/api'
import type { Prisma } from '../generated/prisma/client.js'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import type { Deps } from './deps.js'
import { renderAgreementPdf } from './render-agreement-pdf.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SHA256 = /^[0-9a-f]{64}$/

/** The fields the PDF needs, checked: a malformed agreement could never render, however often it is retried. */
export function isRenderableAgreement(a: unknown): a is AgreementData {
  const x = a as Partial<AgreementData> | null | undefined
  return (
    !!x &&
    typeof x.terms === 'object' &&
    x.terms !== null &&
    typeof x.termsHash === 'string' &&
    SHA256.test(x.termsHash) &&
    Array.isArray(x.agreementText) &&
    x.agreementText.every((p) => typeof p === 'string') &&
    Array.isArray(x.signatures) &&
    x.signatures.every((s) => s && typeof s.imagePng === 'string' && typeof s.signerName === 'string') &&
    Array.isArray(x.audit)
  )
}

export type RecordOutcome = 'stored' | 'exists' | 'malformed'

/**
 * contract.fully_signed (contracts service): renders the signed agreement as a PDF, stores it privately and
 * registers its SHA-256 with the contract and both parties, in the consumer's transaction. Once per contract:
 * a redelivery (or a second event for the contract) finds the row and does nothing. Rendering is
 * deterministic, so a retry after a failed commit writes the same bytes to the same key.
 */
export async function recordSignedAgreement(
  deps: Pick<Deps, 'files' | 'now'>,
  tx: Prisma.TransactionClient,
  event: EventEnvelope<'contract.fully_signed'>,
  verifyUrlTemplate: string,
  verifyPageUrl?: string,
): Promise<RecordOutcome> {
  const { contractId, renterId, cosignerId, agreement } = event.data ?? {}
  if (![contractId, renterId, cosignerId].every((id) => typeof id === 'string' && UUID.test(id)))
    return 'malformed'
  if (!isRenderableAgreement(agreement)) return 'malformed'
  const id = contractId.toLowerCase()
  if (await signedAgreementRepository.findByContractId(tx, id)) return 'exists'

  const issuedAt = Number.isNaN(Date.parse(event.occurredAt)) ? deps.now() : new Date(event.occurredAt)
  const bytes = await renderAgreementPdf({ contractId: id, agreement, issuedAt, verifyUrlTemplate, verifyPageUrl })
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const storageKey = `agreements/${id}-${sha256.slice(0, 16)}.pdf`
  await deps.files.write(storageKey, bytes)
  const inserted = await signedAgreementRepository.createOnce(tx, {
    contractId: id,
    renterId: renterId.toLowerCase(),
    cosignerId: cosignerId.toLowerCase(),
    storageKey,
    sha256,
    sizeBytes: bytes.length,
    termsHash: agreement.termsHash,
  })
  if (!inserted) {
    // Another delivery registered it meanwhile: keep its file, drop ours unless it is the very same one.
    const existing = await signedAgreementRepository.findByContractId(tx, id)
    if (existing && existing.storageKey !== storageKey) await deps.files.remove(storageKey)
    return 'exists'
  }
  return 'stored'
}
