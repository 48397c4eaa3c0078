import type { DOCUMENT_AUDIENCES } from '../constants.js'
import { valuesOf } from '../shared/labels.js'

export type DocumentAudience = (typeof DOCUMENT_AUDIENCES)[number]

/** Credit reports: private files, uploaded as multipart (`creditScore` + `file`) to POST /api/documents/credit-reports. */
export const CREDIT_REPORT_MAX_BYTES = 10 * 1024 * 1024
/**
 * Storage quota per user: the credit reports a user has stored (none is ever deleted) may total at most this.
 * An upload that would go over it is refused with 413 `STORAGE_QUOTA_EXCEEDED` (docs/decisions.md).
 */
export const USER_UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024
/** Lifetime of a signed credit report link. */
export const CREDIT_REPORT_LINK_TTL_SECONDS = 5 * 60
/** Admin documents: multipart (`file`, `title`, `description`, `targetAudience`) to POST /api/documents/documents. */
export const ADMIN_DOCUMENT_MAX_BYTES = 25 * 1024 * 1024
export const ADMIN_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'] as const

export interface CreditReportDto {
  id: string
  creditScore: number
  fileName: string
  fileType: string
  fileSize: number
  uploadedAt: string
  /** False until the report is verified; a new upload is always pending verification. */
  verified: boolean
  /** The admin review: pending until an admin verifies or rejects it (with a reason the owner sees). */
  reviewStatus: CreditReportReviewStatus
  reviewedAt: string | null
  rejectionReason: string | null
}

// ---- Credit report review (admins) ----------------------------------------------------------------------

export const CREDIT_REPORT_REVIEW_LABELS = { pending: 'Pending review', verified: 'Verified', rejected: 'Rejected' }
export const CREDIT_REPORT_REVIEW_STATUSES = valuesOf(CREDIT_REPORT_REVIEW_LABELS)
export type CreditReportReviewStatus = (typeof CREDIT_REPORT_REVIEW_STATUSES)[number]
/** Longest rejection reason an admin may give. */
export const CREDIT_REJECTION_REASON_MAX = 500
/** Page size of the admin review queue. */
export const CREDIT_REVIEW_PAGE_SIZE = 20

/** One report in the admin queue (GET /api/documents/admin/credit-reports?status=&page=). */
export interface CreditReportReviewDto extends CreditReportDto {
  userId: string
  /** The owner's name ("First Last"), null when the account's name is not known to this service. */
  userName: string | null
  /** False when the owner has uploaded a newer report since: only the latest one can be reviewed. */
  isLatest: boolean
}
export interface CreditReportReviewListResponse {
  items: CreditReportReviewDto[]
  total: number
  page: number
  pageSize: number
}
/** POST /api/documents/admin/credit-reports/:id/verify and .../reject ({ reason }). */
export interface RejectCreditReportRequest {
  reason: string
}
export interface CreditReportReviewResponse {
  creditReport: CreditReportReviewDto
}
/** GET /api/documents/credit-reports/mine (null before the first upload); also the 201 answer of an upload. */
export interface CreditReportResponse {
  creditReport: CreditReportDto | null
}
/** POST /api/documents/credit-reports/:userId/link: a short-lived URL that streams the file. */
export interface CreditReportLinkResponse {
  url: string
  expiresAt: string
}

export interface DocumentDto {
  id: string
  title: string
  description: string
  fileName: string
  fileType: string
  fileSize: number
  targetAudience: DocumentAudience
  uploadedBy: string
  isActive: boolean
  createdAt: string
  /** Authenticated download (send the access token). */
  downloadUrl: string
}
export interface DocumentListResponse {
  items: DocumentDto[]
}
export interface DocumentResponse {
  document: DocumentDto
}

// ---- Signed PDF agreements (rendered from contract.fully_signed) ----------------------------------------

/** Largest PDF POST /api/documents/agreements/verify accepts (multipart field `file`). */
export const AGREEMENT_VERIFY_MAX_BYTES = 10 * 1024 * 1024

export interface SignedAgreementDto {
  contractId: string
  /** SHA-256 (hex) of the PDF's bytes, registered with the platform: the document's fingerprint. */
  sha256: string
  sizeBytes: number
  createdAt: string
  /** Authenticated download (send the access token): GET, application/pdf, as an attachment. */
  downloadUrl: string
}
/** GET /api/documents/agreements/:contractId (the two parties and admins; 404 before it is ready). */
export interface SignedAgreementResponse {
  agreement: SignedAgreementDto
}
/** POST /api/documents/agreements/:contractId/link: a short-lived URL that downloads the PDF without a token. */
export interface SignedAgreementLinkResponse {
  url: string
  expiresAt: string
}
/**
 * Public: GET /api/documents/agreements/verify/:sha256, or POST /api/documents/agreements/verify with the PDF
 * (multipart `file`). issued: the platform issued exactly these bytes as the signed agreement of contractId.
 */
export type AgreementVerificationResponse =
  | {
      issued: true
      contractId: string
      issuedAt: string
      /** An earlier issue (the fully-signed PDF), replaced by the finalized one at this time; absent: the current one. */
      supersededAt?: string
    }
  | { issued: false }

/** User-facing messages of the documents service (spec catalogue text where it has one). */
export const DOCUMENT_MESSAGES = {
  invalidCreditFileType: 'Invalid File Type: Please upload an image or PDF file.',
  /** A PDF with JavaScript or actions that run programs, submit or import data (refused at upload). */
  pdfActiveContent:
    'This PDF contains scripts or actions, which we do not accept. Please upload a plain PDF (for example, print it to PDF again) or an image.',
  creditFileRequired: 'Please select a credit report file (image or PDF).',
  invalidCreditScore: 'Credit score must be a whole number between 300 and 850.',
  creditFileTooLarge: 'The file is too large. Credit reports can be at most 10 MB.',
  noCreditReport: 'No credit report has been uploaded yet.',
  creditReportAccessDenied:
    'You do not have access to this credit report. Ask the owner to approve a credit report request.',
  linkInvalid: 'This link is not valid.',
  linkExpired: 'This link has expired. Please request a new one.',
  linkUsed: 'This link has already been used. Please request a new one.',
  selectFileAndTitle: 'Please select a file and enter a title',
  invalidDocumentType: 'Unsupported file type. Accepted types: PDF, DOC, DOCX, TXT, JPG, JPEG, PNG.',
  documentTooLarge: 'The file is too large. Documents can be at most 25 MB.',
  documentNotFound: 'Document not found',
  invalidAudience: 'Target audience must be ALL, RENTER or COSIGNER.',
  multipartRequired: 'Upload the file as multipart/form-data.',
  oneFileOnly: 'Please upload one file at a time.',
  agreementPreparing: 'The signed agreement is being prepared. Please try again in a moment.',
  agreementNotFound: 'Signed agreement not found',
  agreementFileRequired: 'Please select the PDF file to verify.',
  agreementFileTooLarge: 'The file is too large. Agreements to verify can be at most 10 MB.',
  invalidSha256: 'The fingerprint must be a SHA-256 hash: 64 hexadecimal characters.',
  storageQuotaExceeded:
    'You have reached your 50 MB upload limit. Please contact support if you need to upload another file.',
  // The spec catalogue's Documents messages, used by the screens as written.
  loadFailed: 'Failed to load documents',
  uploadFailed: 'Failed to upload document',
  uploaded: 'Document uploaded successfully',
  deleted: 'Document deleted successfully',
  deleteFailed: 'Failed to delete document',
  downloadFailed: 'Failed to download document',
  // Credit report review (admins).
  creditReportNotFound: 'Credit report not found',
  creditReportAlreadyReviewed: 'This credit report has already been reviewed.',
  creditReportSuperseded: 'A newer credit report was uploaded since. Review that one instead.',
  rejectionReasonRequired: 'Please give a reason for the rejection.',
  rejectionReasonTooLong: 'The reason can be at most 500 characters.',
} as const

// ---- Sharing a signed agreement with the landlord (public verification page) ----------------------------

/**
 * The public verification page: `/verify` (anyone: is this PDF one we issued? The audit certificate prints it
 * with the agreement's verification code) and `/verify/<token>` (a landlord's share link).
 */
export const AGREEMENT_VERIFY_PAGE_PATH = '/verify'
/**
 * The public address of the agreement verification page on `origin` (e.g. https://cosign.example): with a share
 * link's token, the landlord's page for that agreement; without, the page where anyone checks a PDF. The one
 * builder of that URL (the documents service's share links, the PDF's audit certificate).
 */
export function agreementVerificationUrl(origin: string, token?: string): string {
  const base = `${origin.replace(/\/+$/, '')}${AGREEMENT_VERIFY_PAGE_PATH}`
  return token ? `${base}/${encodeURIComponent(token)}` : base
}
/** Active (unrevoked) share links a contract may have at once. */
export const AGREEMENT_SHARE_MAX_ACTIVE = 10

/**
 * The contract's state as the landlord sees it (documents learns it from the contracts service's events):
 * signed (both signatures, final payment pending), finalized (in force), completed (lease ended), cancelled.
 */
export const SHARED_AGREEMENT_STATUS_LABELS = {
  signed: 'Signed, final payment pending',
  finalized: 'Finalized: in force',
  completed: 'Completed: the lease term has ended',
  cancelled: 'Cancelled',
}
export const SHARED_AGREEMENT_STATUSES = valuesOf(SHARED_AGREEMENT_STATUS_LABELS)
export type SharedAgreementStatus = (typeof SHARED_AGREEMENT_STATUSES)[number]

/** One share link of a contract, as its parties see it on the contract page (the token is never stored). */
export interface AgreementShareDto {
  id: string
  createdAt: string
  createdByRole: 'renter' | 'cosigner'
  revokedAt: string | null
  revokedByRole: 'renter' | 'cosigner' | null
}
/** GET /api/documents/agreements/:contractId/shares (the two parties): newest first. */
export interface AgreementShareListResponse {
  items: AgreementShareDto[]
}
/** POST /api/documents/agreements/:contractId/shares: the link's URL, shown this once (only its hash is kept). */
export interface CreateAgreementShareResponse {
  share: AgreementShareDto
  url: string
}
/**
 * What a landlord sees through a share link (public): nothing more. Names, property and liability come from
 * the signed terms; propertyAddress and maxLiabilityCents are null for agreements signed before the lease fields.
 */
export interface SharedAgreementDto {
  renterName: string | null
  cosignerName: string | null
  propertyAddress: string | null
  leaseStartDate: string | null
  leaseEndDate: string | null
  maxLiabilityCents: number | null
  status: SharedAgreementStatus
  issuedAt: string
  /** SHA-256 (hex) of the issued PDF's bytes. */
  sha256: string
}
/** GET /api/documents/agreements/shared/:token (public; 404 unknown link, 410 revoked). */
export interface SharedAgreementResponse {
  agreement: SharedAgreementDto
}
/** POST /api/documents/agreements/shared/:token/check (multipart `file`): is the file this agreement's PDF? */
export interface SharedAgreementCheckResponse {
  matches: boolean
  /** SHA-256 (hex) of the uploaded file. */
  sha256: string
}

/** The share links' messages (screens and service). */
export const AGREEMENT_SHARE_MESSAGES = {
  notFound: 'This verification link is not valid. Ask the renter or the cosigner for a new link.',
  revoked: 'This verification link has been revoked by one of the parties. Ask them for a new link.',
  notFinalized: 'The agreement can be shared with a landlord once the contract is finalized.',
  tooMany: `A contract can have at most ${AGREEMENT_SHARE_MAX_ACTIVE} active share links. Revoke one first.`,
  shareNotFound: 'Share link not found',
  matches: 'Verified: this PDF is exactly the signed agreement issued for this lease.',
  mismatch:
    'Not verified: this file is not the signed agreement issued for this lease. It may have been modified; ask the parties for the original PDF.',
  issued: 'Verified: this PDF is a signed agreement issued by the platform.',
  notIssued: 'Not verified: the platform did not issue this file. It may have been modified.',
} as const
