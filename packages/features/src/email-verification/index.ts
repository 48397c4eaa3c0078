// A confirmed email address before paying or signing (issue 29): the screens' notice with "Resend".
export { EmailVerificationRequired, useResendLink, useResendVerification } from './EmailVerificationRequired.js'
export { resendEmailVerification } from './email-verification-api.js'
