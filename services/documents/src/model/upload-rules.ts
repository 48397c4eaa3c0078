import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN, DOCUMENT_MESSAGES } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { extensionOf } from './file-kinds.js'

/** What an upload's fields must be (documents and credit reports). */
export const TITLE_MAX = 200
export const DESCRIPTION_MAX = 2000

/** The spec's default title: the file name without its extension. */
export function defaultTitle(fileName: string): string {
  const ext = extensionOf(fileName)
  return (ext ? fileName.slice(0, -(ext.length + 1)) : fileName).trim()
}

/** A credit report's score: three digits within the scale, else the spec's refusal. */
export function parseCreditScore(value: string | undefined): number {
  const score = /^\s*\d{3}\s*$/.test(value ?? '') ? Number(value) : NaN
  if (!(score >= CREDIT_SCORE_MIN && score <= CREDIT_SCORE_MAX))
    throw badRequest(DOCUMENT_MESSAGES.invalidCreditScore)
  return score
}
