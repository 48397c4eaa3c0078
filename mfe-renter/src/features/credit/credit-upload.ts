import {
  CREDIT_REPORT_MAX_BYTES,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  DOCUMENT_MESSAGES,
} from '@cosign/api'

/** Where a user can obtain a credit report (opened in a new tab from the upload form). */
export const CREDIT_REPORT_PURCHASE_URL = 'https://www.annualcreditreport.com/'

/** Early feedback only: the browser's MIME type says image or PDF. The documents service checks the bytes. */
export function isAcceptedCreditFileType(mimeType: string): boolean {
  return mimeType.startsWith('image/') || mimeType === 'application/pdf'
}

/** A whole-number score 300-850 typed in the form, or null. */
export function parseCreditScore(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const score = Number(trimmed)
  return score >= CREDIT_SCORE_MIN && score <= CREDIT_SCORE_MAX ? score : null
}

/** The message for the chosen file, or null when it may be sent. */
export function creditFileError(file: { type: string; size: number } | null): string | null {
  if (!file) return null
  if (!isAcceptedCreditFileType(file.type)) return DOCUMENT_MESSAGES.invalidCreditFileType
  if (file.size > CREDIT_REPORT_MAX_BYTES) return DOCUMENT_MESSAGES.creditFileTooLarge
  return null
}

/** Upload stays disabled until both a score and an acceptable file are present. */
export function canUploadCredit(scoreText: string, file: { type: string; size: number } | null): boolean {
  return scoreText.trim() !== '' && file !== null && creditFileError(file) === null
}
