// Email confirmation (auth service): a new link to the signed-in user's address, for the notices of the screens
// where a confirmed address is needed (paying, signing).
import { authEndpoints, type AccountMessageResponse } from '@cosign/api'
import { api } from '@cosign/ui'

/** A new confirmation link to the signed-in user's address (the server throttles it). */
export const resendEmailVerification = (): Promise<AccountMessageResponse> => api.call(authEndpoints.resendVerification)
