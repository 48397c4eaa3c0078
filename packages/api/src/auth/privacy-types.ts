// Privacy and consent (issue 30): the Terms of Service and Privacy Policy versions a user accepts, account
// deletion and the data export. Served by the auth service under /api/auth/me/*.

/** One legal document: its public page, its version (raised when its text changes) and the date it took effect. */
export interface LegalDocument {
  path: '/terms' | '/privacy'
  title: string
  version: number
  /** YYYY-MM-DD */
  effectiveDate: string
}

/**
 * The current Terms of Service and Privacy Policy. Raising a version asks every signed-in user to accept again
 * (a blocking notice in the shell) before anything else; sign-up records the versions accepted.
 */
export const LEGAL_DOCUMENTS = {
  terms: { path: '/terms', title: 'Terms of Service', version: 1, effectiveDate: '2026-11-27' },
  privacy: { path: '/privacy', title: 'Privacy Policy', version: 1, effectiveDate: '2026-11-27' },
} as const satisfies Record<string, LegalDocument>

/** Whether a user who accepted these versions must accept again (null: never accepted). */
export function legalAcceptanceNeeded(termsVersion: number | null, privacyVersion: number | null): boolean {
  return (termsVersion ?? 0) < LEGAL_DOCUMENTS.terms.version || (privacyVersion ?? 0) < LEGAL_DOCUMENTS.privacy.version
}

/** The versions the user accepts (sign-up's checkbox, the re-acceptance notice's "Accept"). */
export interface AcceptLegalRequest {
  termsVersion: number
  privacyVersion: number
}

/** One acceptance, as the data export lists them. */
export interface ConsentRecordDto {
  termsVersion: number
  privacyVersion: number
  acceptedAt: string
}

export interface DeleteAccountRequest {
  /** The account's password: deleting is confirmed with it. */
  password: string
}

export type DataExportStatus = 'gathering' | 'ready' | 'expired'

/** The user's latest data export request (settings). */
export interface DataExportDto {
  id: string
  status: DataExportStatus
  requestedAt: string
  /** When the archive was built (null while gathering). */
  readyAt: string | null
  /** After this the archive is deleted and the link no longer works. */
  expiresAt: string | null
  /** The archive's size in bytes (null while gathering). */
  sizeBytes: number | null
}

export interface DataExportListResponse {
  exports: DataExportDto[]
}

/**
 * How long signed agreements, payments, receipts and ledgers are kept after the contract ends (with a deleted
 * person's name replaced by a pseudonym): the Privacy Policy says so.
 */
export const RECORD_RETENTION_YEARS = 7

/** How long an export's archive can be downloaded. */
export const DATA_EXPORT_TTL_DAYS = 7

/** The pseudonym that replaces a deleted person's name where a record must stay (agreements, payments, ledger). */
export function deletedUserPseudonym(userId: string): string {
  return `Former user ${userId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}

/** The address a deleted account keeps in services that need a non-empty one (never deliverable: .invalid). */
export function deletedUserEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`
}

/** Messages of consent, deletion and export (new with issue 30). */
export const ACCOUNT_PRIVACY_MESSAGES = {
  termsRequired: 'Please accept the Terms of Service and Privacy Policy to create an account.',
  termsOutdated: 'Please accept the current Terms of Service and Privacy Policy.',
  termsAccepted: 'Thank you. You accepted the current Terms of Service and Privacy Policy.',
  passwordWrong: 'Your password is not correct.',
  deletionBlockedContracts:
    'Your account cannot be deleted while you have open contracts. Finish or cancel them first, or contact support.',
  deletionBlockedInstallments:
    'Your account cannot be deleted while installments are unpaid. Pay them first, or contact support.',
  accountDeleted: 'Your account has been deleted.',
  exportRequested: 'We are gathering your data. We will email you a link when the archive is ready.',
  exportPending: 'An export is already being prepared. We will email you when it is ready.',
  exportNotFound: 'This export does not exist or has expired.',
} as const
