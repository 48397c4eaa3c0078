// The cosigner profile screen's calls (matching service; auth for the PayPal email's confirmation). Screens call these, never fetch themselves.
import { authEndpoints, matchingEndpoints, type AccountMessageResponse, type CosignerProfileInput } from '@cosign/api'
import { api } from '@cosign/ui'

/** The signed-in cosigner's profile (a draft awaiting payment included), or null. */
export const fetchMyCosignerProfile = async (signal?: AbortSignal) =>
  (await api.call(matchingEndpoints.getMyCosignerProfile, {}, { signal })).profile

export const saveCosignerProfile = (body: CosignerProfileInput) =>
  api.call(matchingEndpoints.saveCosignerProfile, { body })

/** "Send a new link" to the profile's unconfirmed PayPal email (issue 27; the server throttles it). */
export const resendPaypalConfirmation = (): Promise<AccountMessageResponse> =>
  api.call(authEndpoints.resendPaypalConfirmation)
