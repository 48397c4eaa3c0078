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
  emailVerified: 'Thank you: your email address is confirmed.',
  verificationLinkInvalid: 'This confirmation link is invalid or has expired. Sign in and ask for a new one.',
  verificationSent: 'We have sent a new confirmation link. It expires in 48 hours.',
  alreadyVerified: 'Your email address is already confirmed.',
  /** 403 `EMAIL_NOT_VERIFIED` answers, and the screens' notice before the person tries. */
  verifyEmailToPay: 'Verify your email address to make payments: open the link we sent to it, or ask for a new one.',
  verifyEmailToSign: 'Verify your email address to sign contracts: open the link we sent to it, or ask for a new one.',
  /** The PayPal payout email's link (issue 27): mailed to the PayPal address each time it is set or changed. */
  paypalEmailConfirmed: 'Thank you: your PayPal email is confirmed. Payouts can go to it now.',
  paypalLinkInvalid:
    'This PayPal email confirmation link is invalid or has expired. Sign in and ask for a new one from your profile.',
  paypalLinkSent: (email: string) => `We have sent a confirmation link to ${email}. It expires in 48 hours.`,
  paypalAlreadyConfirmed: 'Your PayPal email is already confirmed.',
  noPaypalEmail: 'Add a PayPal email to your cosigner profile first.',
  /** The banner shown until the address is confirmed. */
  confirmEmailBanner: 'Please confirm your email address: open the link we sent to it.',
  tooManyRequests: (seconds: number) =>
    `Too many requests. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
} as const

export interface VerifyEmailRequest {
  /** The token from the emailed link (`/verify-email?token=...`). */
  token: string
}

/** Longest token the reset endpoint accepts (tokens are 43 characters). */
export const ACCOUNT_TOKEN_MAX_LENGTH = 128
