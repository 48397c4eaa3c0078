import { createHash } from 'node:crypto'
import type { AgreementData, EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import type { Deps } from './deps.js'
import { renderAgreementPdf } from '../lib/pdf/render-agreement-pdf.js'

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

/** The lease fields of version-2 terms (docs: lease-fields); version-1 agreements have none. */
type LeaseFields = { propertyAddress?: unknown; maxLiabilityCents?: unknown }

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)
const isoDate = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)

/** What a landlord may see through a share link, from the signed terms (absent fields are null). */
export function landlordFieldsOf(agreement: AgreementData) {
  const terms = agreement.terms as AgreementData['terms'] & LeaseFields
  const liability = terms.maxLiabilityCents
  return {
    renterName: text(terms.renterName),
    cosignerName: text(terms.cosignerName),
    propertyAddress: text(terms.propertyAddress),
    leaseStartDate: isoDate(terms.leaseStartDate),
    leaseEndDate: isoDate(terms.leaseEndDate),
    maxLiabilityCents: Number.isSafeInteger(liability) && (liability as number) >= 0 ? (liability as number) : null,
  }
}

export type RecordOutcome = 'stored' | 'exists' | 'malformed' | 'replaced'

/** Where the PDF says it is verified (printed on its certificate). */
export interface VerifyUrls {
  verifyUrlTemplate: string
  verifyPageUrl?: string
}

/** The event's parties, checked; null when an id is malformed. */
function partiesOf(data: { contractId?: unknown; renterId?: unknown; cosignerId?: unknown } | undefined) {
  const { contractId, renterId, cosignerId } = data ?? {}
  if (![contractId, renterId, cosignerId].every((id) => typeof id === 'string' && UUID.test(id))) return null
  return {
    contractId: (contractId as string).toLowerCase(),
    renterId: (renterId as string).toLowerCase(),
    cosignerId: (cosignerId as string).toLowerCase(),
  }
}

/** Renders the agreement and writes its file (deterministic: the same input writes the same key and bytes). */
async function renderAndStore(
  deps: Pick<Deps, 'files'>,
  contractId: string,
  agreement: AgreementData,
  issuedAt: Date,
  urls: VerifyUrls,
) {
  const bytes = await renderAgreementPdf({ contractId, agreement, issuedAt, ...urls })
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const storageKey = `agreements/${contractId}-${sha256.slice(0, 16)}.pdf`
  await deps.files.write(storageKey, bytes)
  return { sha256, storageKey, sizeBytes: bytes.length }
}

/**
 * contract.fully_signed (contracts service): renders the signed agreement as a PDF, stores it privately and
 * registers its SHA-256 with the contract and both parties, in the consumer's transaction. Once per contract:
 * a redelivery (or a second event for the contract) finds the row and does nothing. Rendering is
 * deterministic, so a retry after a failed commit writes the same bytes to the same key.
 */
export async function recordSignedAgreement(
  deps: Pick<Deps, 'files' | 'now'>,
  tx: Tx,
  event: EventEnvelope<'contract.fully_signed'>,
  urls: VerifyUrls,
): Promise<RecordOutcome> {
  const parties = partiesOf(event.data)
  const agreement = event.data?.agreement
  if (!parties || !isRenderableAgreement(agreement)) return 'malformed'
  const id = parties.contractId
  if (await signedAgreementRepository.findByContractId(tx, id)) return 'exists'

  const issuedAt = Number.isNaN(Date.parse(event.occurredAt)) ? deps.now() : new Date(event.occurredAt)
  const { storageKey, sha256, sizeBytes } = await renderAndStore(deps, id, agreement, issuedAt, urls)
  const inserted = await signedAgreementRepository.createOnce(tx, {
    ...parties,
    storageKey,
    sha256,
    sizeBytes,
    termsHash: agreement.termsHash,
    ...landlordFieldsOf(agreement),
    stage: 'fully_signed',
    issuedAt,
  })
  if (!inserted) {
    // Another delivery registered it meanwhile: keep its file, drop ours unless it is the very same one.
    const existing = await signedAgreementRepository.findByContractId(tx, id)
    if (existing && existing.storageKey !== storageKey) await deps.files.remove(storageKey)
    return 'exists'
  }
  return 'stored'
}

/**
 * contract.finalized (contracts service): issues the final agreement, whose certificate lists both payment steps
 * and the finalization, and makes it the contract's registered PDF. The earlier issue's fingerprint stays
 * verifiable (superseded_agreements; its file is kept): a party may already have handed that copy out. Once per
 * contract: a redelivery finds the final issue and does nothing. Arriving before contract.fully_signed's PDF,
 * it registers the final issue directly (the fully-signed one is then never issued).
 */
export async function recordFinalAgreement(
  deps: Pick<Deps, 'files' | 'now'>,
  tx: Tx,
  event: EventEnvelope<'contract.finalized'>,
  urls: VerifyUrls,
): Promise<RecordOutcome> {
  const parties = partiesOf(event.data)
  const agreement = event.data?.agreement
  // Contracts finalized before the final issue existed carry no agreement: their fully-signed PDF stays.
  if (!parties || !isRenderableAgreement(agreement)) return 'malformed'
  const id = parties.contractId
  let existing = await signedAgreementRepository.lockByContractId(tx, id)
  if (existing?.stage === 'finalized') return 'exists'

  const issuedAt = Number.isNaN(Date.parse(event.occurredAt)) ? deps.now() : new Date(event.occurredAt)
  const issue = await renderAndStore(deps, id, { ...agreement, stage: 'finalized' }, issuedAt, urls)
  if (!existing) {
    const inserted = await signedAgreementRepository.createOnce(tx, {
      ...parties,
      ...issue,
      termsHash: agreement.termsHash,
      ...landlordFieldsOf(agreement),
      stage: 'finalized',
      issuedAt,
    })
    if (inserted) return 'stored'
    existing = await signedAgreementRepository.lockByContractId(tx, id)
    if (!existing || existing.stage === 'finalized') return 'exists'
  }
  await signedAgreementRepository.keepSuperseded(tx, existing, deps.now())
  await signedAgreementRepository.replace(tx, id, { ...issue, stage: 'finalized', issuedAt })
  return 'replaced'
}
