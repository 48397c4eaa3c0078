// Account recovery (password reset by email), served by the auth service under /api/auth/password/*.

export interface ForgotPasswordRequest {
  email: string
}
export interface ResetPasswordRequest {
  /** The token from the emailed link (`/reset-password?token=...`). */
  token: string
  password: string
  confirmPassword: string
}
/** The answers of the recovery endpoints: a message to show, nothing about the account. */
export interface AccountMessageResponse {
  message: string
}

/** Messages of the account-recovery screens (not in the spec's catalogue: new with issue 29). */
export const ACCOUNT_MESSAGES = {
  /** The same answer whether or not an account has that address. */
  resetLinkSent:
    'If an account exists for that email, we have sent it a link to reset the password. The link expires in 1 hour.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  tooManyRequests: (seconds: number) =>
    `Too many requests. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
} as const

/** Longest token the reset endpoint accepts (tokens are 43 characters). */
export const ACCOUNT_TOKEN_MAX_LENGTH = 128
