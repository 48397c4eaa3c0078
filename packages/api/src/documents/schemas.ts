// The documents service's request and answer schemas (its endpoints are in endpoints.ts).
import { Type } from '@sinclair/typebox'
import {
  CREDIT_REJECTION_REASON_MAX,
  CREDIT_REPORT_REVIEW_STATUSES,
  DOCUMENT_MESSAGES,
  type AgreementVerificationResponse,
  type CreditReportReviewStatus,
} from './types.js'
import { CLIENT_REPORT_LIMITS as L } from '../shared/admin-client-figures.js'
import { jsonObject, s, sN, closedObject } from '../shared/schemas.js'

// ---- Requests
export const UserIdParams = closedObject({ userId: Type.String({ format: 'uuid' }) })
export const ContractIdParams = closedObject({ contractId: Type.String({ format: 'uuid', userMessage: 'Invalid contract ID format' }) })
/** Any string up to the length limit reaches the verifier, so every bad link gets the same 403. */
export const LinkTokenParams = closedObject({ token: Type.String({ minLength: 1, maxLength: 1024 }) })
export const ShareParams = closedObject({
  contractId: Type.String({ format: 'uuid', userMessage: 'Invalid contract ID format' }),
  shareId: Type.String({ format: 'uuid' }),
})
export const Sha256Params = closedObject({ sha256: Type.String({ pattern: '^[0-9a-fA-F]{64}$', userMessage: DOCUMENT_MESSAGES.invalidSha256 }) })
export const ReviewListQuery = closedObject({
  status: Type.Optional(
    Type.Unsafe<CreditReportReviewStatus>({ type: 'string', enum: [...CREDIT_REPORT_REVIEW_STATUSES], default: 'pending' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
})
/** A missing or blank reason gets the product's message from the use case; the length is checked there too. */
export const RejectBody = Type.Unsafe<{ reason?: string | null } | null>({
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { reason: { type: ['string', 'null'], maxLength: CREDIT_REJECTION_REASON_MAX * 4 } },
})

/** The client report: every list and text bounded, nothing unknown accepted. */
const Pairs = Type.Array(
  closedObject({ label: Type.String({ maxLength: L.labelLength }), value: Type.String({ maxLength: L.valueLength }) }),
  { maxItems: L.fields },
)
const Rows = Type.Array(
  closedObject({
    at: Type.String({ maxLength: 40 }),
    text: Type.String({ maxLength: L.textLength }),
    amountCents: Type.Optional(Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
    status: Type.Optional(Type.String({ maxLength: 40 })),
  }),
  { maxItems: L.rows },
)
export const ClientReportBody = closedObject({
  clientId: Type.String({ format: 'uuid', userMessage: 'Invalid user ID format' }),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 320 }),
  kind: Type.Unsafe<'renter' | 'cosigner'>({ type: 'string', enum: ['renter', 'cosigner'] }),
  profile: Pairs,
  figures: Pairs,
  payments: Rows,
  contracts: Rows,
  activity: Rows,
})

// ---- Answers: serialized with these schemas (only the listed properties leave the service).
export const link = { url: s, expiresAt: s }
/** A credit report's fields after its id (the review adds the owner between them, and isLatest). */
const reportFields = {
  creditScore: { type: 'integer' },
  fileName: s,
  fileType: s,
  fileSize: { type: 'integer' },
  uploadedAt: s,
  verified: { type: 'boolean' },
  reviewStatus: s,
  reviewedAt: sN,
  rejectionReason: sN,
}
export const creditReport = { type: ['object', 'null'], properties: { id: s, ...reportFields } }
export const review = { type: 'object', properties: { id: s, userId: s, userName: sN, ...reportFields, isLatest: { type: 'boolean' } } }
export const document = {
  type: 'object',
  properties: {
    id: s,
    title: s,
    description: s,
    fileName: s,
    fileType: s,
    fileSize: { type: 'integer' },
    targetAudience: s,
    uploadedBy: s,
    isActive: { type: 'boolean' },
    createdAt: s,
    downloadUrl: s,
  },
}
export const agreement = {
  type: 'object',
  properties: { contractId: s, sha256: s, sizeBytes: { type: 'integer' }, createdAt: s, downloadUrl: s },
}
export const Verification = jsonObject<AgreementVerificationResponse>({
  issued: { type: 'boolean' },
  contractId: s,
  issuedAt: s,
  supersededAt: s,
})
export const share = {
  type: 'object',
  properties: { id: s, createdAt: s, createdByRole: s, revokedAt: sN, revokedByRole: sN },
}
export const sharedAgreement = {
  type: 'object',
  properties: {
    renterName: sN,
    cosignerName: sN,
    propertyAddress: sN,
    leaseStartDate: sN,
    leaseEndDate: sN,
    maxLiabilityCents: { type: ['integer', 'null'] },
    status: s,
    issuedAt: s,
    sha256: s,
  },
}
