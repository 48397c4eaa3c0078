// The account-recovery screens' calls (auth service, signed out). Screens call these, never fetch themselves.
import {
  authEndpoints,
  type AccountMessageResponse,
  type ResetPasswordRequest,
  type SecondFactorEnrollmentResponse,
} from '@cosign/api'
import { api } from '@cosign/ui'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string): Promise<AccountMessageResponse> =>
  api.call(authEndpoints.forgotPassword, { body: { email } }, { auth: false })

/** Confirms the address of a confirmation link's token. */
export const verifyEmail = (token: string): Promise<AccountMessageResponse> =>
  api.call(authEndpoints.verifyEmail, { body: { token } }, { auth: false })

/** Confirms the cosigner's PayPal payout email with the token of the link mailed to it (issue 27). */
export const confirmPaypalEmail = (token: string): Promise<AccountMessageResponse> =>
  api.call(authEndpoints.confirmPaypalEmail, { body: { token } }, { auth: false })

/** Sets the new password with the link's token; every session of the account ends. */
export const resetPassword = (body: ResetPasswordRequest): Promise<AccountMessageResponse> =>
  api.call(authEndpoints.resetPassword, { body }, { auth: false })

/** A login's challenge whose account has no second factor yet (an admin's first sign-in): the secret to scan. */
export const enrollSecondFactorAtSignIn = (challenge: string): Promise<SecondFactorEnrollmentResponse> =>
  api.call(authEndpoints.enrollSecondFactorAtSignIn, { body: { challenge } }, { auth: false })
