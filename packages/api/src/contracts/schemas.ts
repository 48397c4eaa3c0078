// Request schemas of the lease contracts API, declared once with TypeBox: the contracts service validates with
// them (they are JSON Schema), everyone else uses their Static types. Kept apart from lease-contracts.ts so that
// the browser bundles, which use the rules and messages there, never carry TypeBox.
import { Type, type Static } from '@sinclair/typebox'
import { MAX_COSIGNER_FEE_CENTS } from '../money.js'
import {
  CANCEL_REASON_MAX,
  CONTRACT_LIST_MAX_LIMIT,
  CONTRACT_MESSAGES,
  CONTRACT_STATUSES,
  CONTRACT_TEXT_MAX,
  FEE_OPTIONS,
  MAX_LEASE_TERM_MONTHS,
  MAX_LIABILITY_CENTS,
  MAX_MONTHLY_RENT_CENTS,
  SIGNATURE_MAX_BYTES,
} from './constants.js'
import { closedObject } from '../shared/schemas.js'

// ---- Shared field schemas ------------------------------------------------------------------------------

const Uuid = Type.String({ format: 'uuid', userMessage: 'Invalid contract ID format' })
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', userMessage: 'Dates must be written as YYYY-MM-DD.' })
const Text = (max = CONTRACT_TEXT_MAX) => Type.String({ minLength: 1, maxLength: max })
const Cents = Type.Integer({ minimum: 0 })
const Signature = closedObject({
  /** A SignaturePngDataUrl (signature-png.ts); the header's bounds are checked by the service. */
  imagePng: Type.String({
    minLength: 30,
    maxLength: Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 30,
    userMessage: CONTRACT_MESSAGES.signatureInvalid,
  }),
  /** SHA-256 (hex) of canonicalTerms() of the terms shown to the signer. */
  termsHash: Type.String({ pattern: '^[0-9a-f]{64}$', userMessage: CONTRACT_MESSAGES.termsChanged }),
})
export type SignatureInput = Static<typeof Signature>

/** The terms a cosigner (or admin) proposes; the server adds ids, payout email and the fee split. */
export const ContractTermsInput = closedObject({
  renterName: Text(),
  renterAddress: Text(),
  cosignerName: Text(),
  cosignerAddress: Text(),
  leaseStartDate: IsoDate,
  leaseEndDate: IsoDate,
  feeOption: Type.Union(FEE_OPTIONS.map((o) => Type.Literal(o))),
  feeCents: Type.Integer({ minimum: 1, maximum: MAX_COSIGNER_FEE_CENTS, userMessage: CONTRACT_MESSAGES.feeOutOfRange }),
  /** Installments only (null or absent for full). */
  downPaymentCents: Type.Optional(Type.Union([Cents, Type.Null()])),
  monthlyPaymentCents: Type.Optional(Type.Union([Cents, Type.Null()])),
  // What the agreement backs (agreement version 2; /work decision "lease fields"): prefilled from the match
  // request and the cosigner's profile, editable in the form.
  propertyAddress: Type.String({ minLength: 1, maxLength: CONTRACT_TEXT_MAX, userMessage: CONTRACT_MESSAGES.propertyAddressRequired }),
  monthlyRentCents: Type.Integer({ minimum: 1, maximum: MAX_MONTHLY_RENT_CENTS, userMessage: CONTRACT_MESSAGES.monthlyRentOutOfRange }),
  leaseTermMonths: Type.Integer({ minimum: 1, maximum: MAX_LEASE_TERM_MONTHS, userMessage: CONTRACT_MESSAGES.leaseTermOutOfRange }),
  landlordName: Type.Union([Type.String({ maxLength: CONTRACT_TEXT_MAX }), Type.Null()]),
  landlordEmail: Type.Union([
    Type.String({ maxLength: CONTRACT_TEXT_MAX, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', userMessage: CONTRACT_MESSAGES.landlordEmailInvalid }),
    Type.Null(),
  ]),
  maxLiabilityCents: Type.Integer({ minimum: 1, maximum: MAX_LIABILITY_CENTS, userMessage: CONTRACT_MESSAGES.maxLiabilityOutOfRange }),
})
export type ContractTermsInput = Static<typeof ContractTermsInput>

// ---- POST /contracts -------------------------------------------------------------------------------------

/**
 * A cosigner creates a contract from a match request they accepted (`matchRequestId`) and signs it in the
 * same call; status starts at cosigner_signed. The terms hash in the signature must equal the server's hash
 * of these terms (with the server-side payout email and ids), so the cosigner signed exactly what is stored.
 */
export const CreateContractRequest = closedObject({ matchRequestId: Uuid, terms: ContractTermsInput, signature: Signature })
export type CreateContractRequest = Static<typeof CreateContractRequest>

/**
 * POST /contracts/admin: an admin creates a contract for a renter and an approved cosigner. Nobody signs in this
 * call: the contract starts at awaiting_cosigner, the cosigner signs it (POST /contracts/:id/sign), then the
 * renter.
 */
export const AdminCreateContractRequest = closedObject({
  renterId: Type.String({ format: 'uuid', userMessage: 'Invalid renter ID format' }),
  cosignerId: Type.String({ format: 'uuid', userMessage: 'Invalid cosigner ID format' }),
  terms: ContractTermsInput,
})
export type AdminCreateContractRequest = Static<typeof AdminCreateContractRequest>

/** GET /contracts/admin/draft?renterId=&cosignerId= */
export const AdminDraftQuery = closedObject({
  renterId: Type.String({ format: 'uuid', userMessage: 'Invalid renter ID format' }),
  cosignerId: Type.String({ format: 'uuid', userMessage: 'Invalid cosigner ID format' }),
})
export type AdminDraftQuery = Static<typeof AdminDraftQuery>

/** GET /contracts/admin/parties?q=: renters and approved cosigners whose name or email contains q. */
export const ContractPartiesQuery = closedObject({ q: Type.Optional(Type.String({ maxLength: 100 })) })
export type ContractPartiesQuery = Static<typeof ContractPartiesQuery>

/**
 * POST /contracts/:id/sign: the party whose turn it is signs the terms whose hash they were shown (the cosigner
 * of an admin-created contract, then the renter).
 */
export const SignContractRequest = Signature
export type SignContractRequest = SignatureInput

/** POST /contracts/:id/cancel: either party (or an admin) before finalized. */
export const CancelContractRequest = closedObject({ reason: Type.String({ minLength: 1, maxLength: CANCEL_REASON_MAX, userMessage: CONTRACT_MESSAGES.cancelReasonRequired }) })
export type CancelContractRequest = Static<typeof CancelContractRequest>

export const ContractIdParams = closedObject({ id: Uuid })

/** GET /contracts: the caller's contracts (renter: as renter; cosigner: as cosigner; admin: all), newest first. */
export const ListContractsQuery = closedObject({
  status: Type.Optional(Type.Union(CONTRACT_STATUSES.map((s) => Type.Literal(s)))),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: CONTRACT_LIST_MAX_LIMIT, default: 20, userMessage: 'limit must be a whole number from 1 to 100.' }),
  ),
  /** Opaque cursor from the previous page's nextCursor. */
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
})
export type ListContractsQuery = Static<typeof ListContractsQuery>

// ---- Ledger query ----

export const LedgerQuery = closedObject({ contractId: Type.Optional(Uuid) })
export type LedgerQuery = Static<typeof LedgerQuery>

