// The matching screens' calls (matching service; the payment check reads payments). Screens call these,
// never fetch themselves.
import {
  MATCHING_ERROR_CODES,
  matchingEndpoints,
  type CreateMatchRequestInput,
  type MatchDto,
  type RequestEligibilityResponse,
} from '@cosign/api'
import { api, isApiError } from '@cosign/ui'
import { listMyPayments } from '../payments/index.js'

// After PayPal the payment.completed event reaches the matching service asynchronously: poll a little.
const PAYMENT_POLL_ATTEMPTS = 8
const PAYMENT_POLL_INTERVAL_MS = 1500
const RECENT_PAYMENT_MS = 10 * 60 * 1000

/** The renter's matches, or why there are none to show yet. */
export type MatchesOutcome =
  { status: 'profile-required' } | { status: 'payment-required' } | { status: 'ready'; matches: MatchDto[] }

/** Whether the renter completed a matching payment moments ago (so the session is about to open). */
async function hasRecentMatchingPayment(signal?: AbortSignal): Promise<boolean> {
  try {
    const items = await listMyPayments({ limit: 10 }, signal)
    return items.some(
      (payment) =>
        payment.purpose === 'match_request' &&
        payment.status === 'completed' &&
        Date.now() - new Date(payment.completedAt ?? payment.createdAt).getTime() < RECENT_PAYMENT_MS,
    )
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error
    return false
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))
    })
  })

/**
 * The ranked matches. A renter without a profile, or without a matching payment, gets that outcome; one who paid
 * moments ago is waited for (the payment reaches the matching service a little later). Other failures throw.
 */
export async function fetchMatches(signal: AbortSignal, limit?: number): Promise<MatchesOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { matches } = await api.call(
        matchingEndpoints.findMatches,
        limit === undefined ? {} : { query: { limit } },
        { signal },
      )
      return { status: 'ready', matches }
    } catch (err) {
      if (isApiError(err) && err.code === MATCHING_ERROR_CODES.renterProfileRequired)
        return { status: 'profile-required' }
      if (!isApiError(err) || err.code !== MATCHING_ERROR_CODES.paymentRequired) throw err
      const waitForPayment = attempt < PAYMENT_POLL_ATTEMPTS && (await hasRecentMatchingPayment(signal))
      if (!waitForPayment) return { status: 'payment-required' }
      await pause(PAYMENT_POLL_INTERVAL_MS, signal)
    }
  }
}

/** The renter's sent match requests with their status. */
export const listOutgoingRequests = async (signal?: AbortSignal) =>
  (await api.call(matchingEndpoints.listOutgoingMatchRequests, {}, { signal })).items

export const withdrawRequest = async (requestId: string) =>
  (await api.call(matchingEndpoints.withdrawMatchRequest, { params: { id: requestId } })).request

// The body schema requires no field (the server answers a missing one with its message), but its type does.
export const sendMatchRequest = async (input: Partial<CreateMatchRequestInput>) =>
  (await api.call(matchingEndpoints.createMatchRequest, { body: input as CreateMatchRequestInput })).request

/**
 * Whether "Request to cosign" is open for this cosigner profile and why not (the server decides), and whether the
 * matching fee comes first. A renter back from paying that fee moments ago is waited for, as fetchMatches does.
 */
export async function fetchRequestEligibility(
  cosignerProfileId: string,
  signal: AbortSignal,
): Promise<RequestEligibilityResponse> {
  for (let attempt = 0; ; attempt++) {
    const answer = await api.call(
      matchingEndpoints.getRequestEligibility,
      { params: { id: cosignerProfileId } },
      { signal },
    )
    if (answer.sessionExpiresAt !== null || !answer.canRequest) return answer
    const waitForPayment = attempt < PAYMENT_POLL_ATTEMPTS && (await hasRecentMatchingPayment(signal))
    if (!waitForPayment) return answer
    await pause(PAYMENT_POLL_INTERVAL_MS, signal)
  }
}

/** For a signed-in renter: whether "Request to cosign" is open for each cosigner of a list, and why not (one call). */
export const fetchRequestEligibilities = async (cosignerProfileIds: string[], signal?: AbortSignal) =>
  (
    await api.call(
      matchingEndpoints.listRequestEligibilities,
      { query: { ids: cosignerProfileIds.join(',') } },
      { signal },
    )
  ).items
