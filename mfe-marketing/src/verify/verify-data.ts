// The verification page's reads and checks (documents service, through @cosign/ui's client), and what each
// answer means on screen.
import { useCallback, useState } from 'react'
import { AGREEMENT_SHARE_MESSAGES, type SharedAgreementDto } from '@cosign/api'
import { agreementSharesApi, useServerData } from '@cosign/ui'

const GENERIC = 'Something went wrong. Please try again.'

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : GENERIC
}
/** 404 (unknown) and 410 (revoked) links are final: retrying cannot help. */
const isFinal = (error: unknown) => [404, 410].includes((error as { status?: number } | null)?.status ?? 0)

export type SharedAgreementState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: (() => void) | null }
  | { status: 'ready'; agreement: SharedAgreementDto }

/** The agreement behind a share link: loading (also when pre-rendered), the link's error, or the agreement. */
export function useSharedAgreement(token: string): SharedAgreementState {
  const shared = useServerData(['documents.shared-agreement', token], (signal) =>
    agreementSharesApi.shared(token, signal),
  )
  if (shared.status === 'ready') return { status: 'ready', agreement: shared.data.agreement }
  if (shared.status === 'error')
    return {
      status: 'error',
      message: messageOf(shared.error),
      retry: isFinal(shared.error) ? null : () => void shared.reload(),
    }
  return { status: 'loading' }
}

export type CheckResult =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'error'; message: string }
  | { status: 'done'; verified: boolean; message: string; sha256: string | null; issuedAt: string | null }

/**
 * Checks a PDF: against the shared agreement (with a token), or against every agreement the platform issued.
 * The server hashes the file; this only says what its answer means.
 */
export function useAgreementCheck(token: string | null) {
  const [result, setResult] = useState<CheckResult>({ status: 'idle' })
  const run = useCallback(
    async (file: File) => {
      setResult({ status: 'checking' })
      try {
        if (token) {
          const { matches, sha256 } = await agreementSharesApi.checkShared(token, file)
          const message = matches ? AGREEMENT_SHARE_MESSAGES.matches : AGREEMENT_SHARE_MESSAGES.mismatch
          setResult({ status: 'done', verified: matches, message, sha256, issuedAt: null })
        } else {
          const answer = await agreementSharesApi.verifyFile(file)
          setResult(
            answer.issued
              ? {
                  status: 'done',
                  verified: true,
                  message: AGREEMENT_SHARE_MESSAGES.issued,
                  sha256: null,
                  issuedAt: answer.issuedAt,
                }
              : {
                  status: 'done',
                  verified: false,
                  message: AGREEMENT_SHARE_MESSAGES.notIssued,
                  sha256: null,
                  issuedAt: null,
                },
          )
        }
      } catch (error) {
        setResult({ status: 'error', message: messageOf(error) })
      }
    },
    [token],
  )
  const reset = useCallback(() => setResult({ status: 'idle' }), [])
  return { result, run, reset }
}
