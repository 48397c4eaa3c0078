// The account-recovery screens' calls (auth service, signed out). Screens call these, never fetch themselves.
import { authEndpoints, type AccountMessageResponse, type ResetPasswordRequest } from '@cosign/api'
import { api } from '@cosign/ui'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string): Promise<AccountMessageResponse> =>
  api.call(authEndpoints.forgotPassword, { body: { email } }, { auth: false })

/** Confirms the address of a confirmation link's token. */
export const verifyEmail = (token: string): Promise<AccountMessageResponse> =>
  api.call(authEndpoints.verifyEmail, { body: { token } }, { auth: false })

/** A new confirmation link to the signed-in user's address. */
export const resendEmailVerification = (): Promise<AccountMessageResponse> => api.call(authEndpoints.resendVerification)

/** Sets the new password with the link's token; every session of the account ends. */
export const resetPassword = (body: ResetPasswordRequest): Promise<AccountMessageResponse> =>
  api.call(authEndpoints.resetPassword, { body }, { auth: false })
