// User-facing messages from the spec's error catalogue, used as written by services and screens.
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  invalidEmail: 'Please enter a valid email address',
  loginFailed: 'Please check your credentials and try again.',
  loginFailedTitle: 'Login Failed',
  invalidAdminCredentials: 'Invalid admin credentials',
  adminLoginFailed: 'Admin login failed',
  accountInactive: 'This account has been deactivated. Please contact support.',
  roleUpdateFailed: 'Failed to update role. Please try again.',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Failed to logout',
  sessionExpired: 'Your session has expired. Please log in again.',
  authenticationRequired: 'Authentication required',
  forbidden: 'You do not have permission to do this.',
  rentersOnlyAccessDenied: 'Access denied. This page is for renters only.',
  notFound: 'Page Not Found',
  noNotifications: 'No notifications yet',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  invalidPaymentAmount: 'Invalid payment amount',
  missingPaymentInformation: 'Missing payment information',
  failedToVerifyPayment: 'Failed to verify payment',
  invalidProfileId: 'Invalid profile ID format',
  profileNotFound: 'Profile not found',
  fillAllRequired: 'Please fill in all required fields',
  refundNotesRequired: 'Refund notes are required',
  adjustmentNotesRequired: 'Adjustment notes are required',
  serviceUnavailable: 'This part of the app is temporarily unavailable.',
} as const
export type MessageKey = keyof typeof MESSAGES

/**
 * The answer (429) to a login for an account that failed too often lately, on either login form (not in the
 * spec's catalogue: the spec has no per-account throttle). Says how long to wait, rounded up to minutes.
 */
export function loginPausedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed login attempts for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}
