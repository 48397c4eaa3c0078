// The agreement a contract event carries, checked for the PDF, and what a landlord may see of it (pure).
import { isUuid, type AgreementData } from '@cosign/api'
import { occurredAt } from '@cosign/service-kit'

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
  if (![contractId, renterId, cosignerId].every(isUuid)) return null
  return {
    contractId: (contractId as string).toLowerCase(),
    renterId: (renterId as string).toLowerCase(),
    cosignerId: (cosignerId as string).toLowerCase(),
  }
}

/** The registered agreement's row: the event's parties, the stored PDF, the terms' hash and the landlord's view. */
export function agreementRowOf(
  checked: NonNullable<ReturnType<typeof agreementEventOf>>,
  stored: { storageKey: string; sha256: string; sizeBytes: number },
  stage: 'fully_signed' | 'finalized',
) {
  const { parties, agreement, issuedAt } = checked
  return { ...parties, ...stored, termsHash: agreement.termsHash, ...landlordFieldsOf(agreement), stage, issuedAt }
}

/**
 * The parties and the renderable agreement of a contract event, and when its PDF is issued (the event's moment,
 * else now); null when either is malformed (it could never render, however often it is retried).
 */
export function agreementEventOf(
  event: { occurredAt: string; data?: { contractId?: unknown; renterId?: unknown; cosignerId?: unknown; agreement?: unknown } },
  now: () => Date,
) {
  const parties = partiesOf(event.data)
  const agreement = event.data?.agreement
  if (!parties || !isRenderableAgreement(agreement)) return null
  const issuedAt = occurredAt(event, now())
  return { parties, agreement, issuedAt }
}
