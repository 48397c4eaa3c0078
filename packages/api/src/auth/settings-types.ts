// The account settings page (issue 29), served by the auth service under /api/auth/me/*: name, password, email
// change (verified on the new address first) and the list of signed-in sessions.

export interface UpdateNameRequest {
  firstName: string
  lastName: string
}

export interface ChangePasswordRequest {
  currentPassword: string
  password: string
  confirmPassword: string
}

export interface ChangeEmailRequest {
  newEmail: string
  currentPassword: string
}

export interface ConfirmEmailChangeRequest {
  /** The token from the link mailed to the new address (`/confirm-email-change?token=...`). */
  token: string
}

/** One signed-in session of the account (a login and the refreshes that kept it going). */
export interface AccountSessionDto {
  /** The session's id (what "Sign out" of that session names). */
  id: string
  /** Browser and system, as far as the User-Agent tells ("Chrome on Windows"); "Unknown device" otherwise. */
  device: string
  /** When the user signed in. */
  signedInAt: string
  /** The last time the session renewed its access (it does so while the site is open). */
  lastActiveAt: string
  /** The session of this request. */
  current: boolean
}

export interface AccountSessionListResponse {
  sessions: AccountSessionDto[]
}

/** Messages of the settings page (new with issue 29). */
export const SETTINGS_MESSAGES = {
  nameSaved: 'Your name has been saved.',
  nameRequired: 'Please enter your first and last name.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordUpdated: 'Your password has been changed. Every other device has been signed out.',
  samePassword: 'Please choose a password different from your current one.',
  emailChangeSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Your email changes when you open it; the link expires in 24 hours.`,
  sameEmail: 'That is already your email address.',
  emailTaken: 'That email address is already used by another account.',
  emailChanged: 'Your email address has been changed.',
  emailChangeLinkInvalid: 'This email change link is invalid or has expired. Please ask for a new one in Settings.',
  otherSessionsEnded: 'Every other device has been signed out.',
  sessionEnded: 'That device has been signed out.',
  sessionNotFound: 'That session has already ended.',
} as const
