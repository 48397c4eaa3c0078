import type { DOCUMENT_AUDIENCES } from '../constants.js'

export type DocumentAudience = (typeof DOCUMENT_AUDIENCES)[number]

/** Credit reports: private files, uploaded as multipart (`creditScore` + `file`) to POST /api/documents/credit-reports. */
export const CREDIT_REPORT_MAX_BYTES = 10 * 1024 * 1024
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
  { issued: true; contractId: string; issuedAt: string } | { issued: false }

/** User-facing messages of the documents service (spec catalogue text where it has one). */
export const DOCUMENT_MESSAGES = {
  invalidCreditFileType: 'Invalid File Type: Please upload an image or PDF file.',
  creditFileRequired: 'Please select a credit report file (image or PDF).',
  invalidCreditScore: 'Credit score must be a whole number between 300 and 850.',
  creditFileTooLarge: 'The file is too large. Credit reports can be at most 10 MB.',
  noCreditReport: 'No credit report has been uploaded yet.',
  creditReportAccessDenied:
    'You do not have access to this credit report. Ask the owner to approve a credit report request.',
  linkInvalid: 'This link is not valid.',
  linkExpired: 'This link has expired. Please request a new one.',
  selectFileAndTitle: 'Please select a file and enter a title',
  invalidDocumentType: 'Unsupported file type. Accepted types: PDF, DOC, DOCX, TXT, JPG, JPEG, PNG.',
  documentTooLarge: 'The file is too large. Documents can be at most 25 MB.',
  documentNotFound: 'Document not found',
  invalidAudience: 'Target audience must be ALL, RENTER or COSIGNER.',
  multipartRequired: 'Upload the file as multipart/form-data.',
  oneFileOnly: 'Please upload one file at a time.',
  agreementPreparing: 'The signed agreement is being prepared. Please try again in a moment.',
  agreementFileRequired: 'Please select the PDF file to verify.',
  agreementFileTooLarge: 'The file is too large. Agreements to verify can be at most 10 MB.',
  invalidSha256: 'The fingerprint must be a SHA-256 hash: 64 hexadecimal characters.',
} as const
