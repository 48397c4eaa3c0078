// The profile screens' calls (matching service; the unlock check reads payments). Screens call these, never
// fetch themselves.
import { matchingEndpoints, type RenterProfileInput } from '@cosign/api'
import { api } from '@cosign/ui'
import { listMyPayments } from '../payments/index.js'

/** A renter's or cosigner's public profile; contact details only when the viewer unlocked them. */
export const fetchProfileView = async (profileId: string, signal?: AbortSignal) =>
  (await api.call(matchingEndpoints.viewProfile, { params: { id: profileId } }, { signal })).profile

/** The signed-in renter's saved profile, or null. */
export const fetchMyRenterProfile = async (signal?: AbortSignal) =>
  (await api.call(matchingEndpoints.getMyRenterProfile, {}, { signal })).profile

export const saveRenterProfile = async (input: RenterProfileInput) =>
  (await api.call(matchingEndpoints.saveRenterProfile, { body: input })).profile

/** The dashboard's account cards: role, status, credit score. */
export const fetchProfileSummary = (signal?: AbortSignal) =>
  api.call(matchingEndpoints.getProfileSummary, {}, { signal })

/** Whether the viewer has a completed unlock_contact payment for this profile (the unlock is on its way). */
export async function hasPaidUnlock(profileId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const items = await listMyPayments({ limit: 20 }, signal)
    return items.some(
      (p) => p.purpose === 'unlock_contact' && p.subjectId === profileId && p.status === 'completed',
    )
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error
    return false
  }
}
