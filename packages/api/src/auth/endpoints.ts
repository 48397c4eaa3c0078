// The auth service's endpoints (browser: /api/auth/...): sign-up, login, the session (refresh cookie, logout),
// the signed-in user, and the back office's users tab. Bodies reject unknown properties; lengths are bounded.
import { endpointsOf, fileBody, NoContent, typed } from '../endpoint.js'
import type { MeResponse } from './types.js'
import {
  AccountMessageAnswer,
  AccountSessionListAnswer,
  ChangeEmailBody,
  ChangePasswordBody,
  UpdateNameBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  VerifyEmailBody,
  AdminUserListAnswer,
  ListUsersQuery,
  LoginBody,
  Session,
  SignupBody,
  UpdateRoleBody,
  UpdateUserStatusAnswer,
  UpdateUserStatusBody,
  user,
} from './schemas.js'
import { jsonObject, UuidIdParams } from '../shared/schemas.js'
import {
  NotificationPreferencesAnswer,
  UnsubscribeQuery,
  UpdateNotificationPreferencesBody,
} from './notification-types.js'
import {
  LoginAnswer,
  MySecondFactorAnswer,
  RecoveryCodesAnswer,
  SecondFactorChallengeBody,
  SecondFactorCodeBody,
  SecondFactorEnrollmentAnswer,
  SecondFactorLoginBody,
  SecondFactorOffBody,
  SecondFactorSessionAnswer,
} from './second-factor.js'

import { AcceptLegalBody, DataExportListAnswer, DeleteAccountBody } from './privacy-schemas.js'

const { get, post, put, patch, del } = endpointsOf('auth')
const anyone = { access: 'public' } as const
const signedIn = { access: 'signed-in' } as const
const admins = { access: ['ADMIN'] } as const
/** The `{ message }` answer of most account actions (links mailed, password and email changes, sessions ended). */
const accountMessage = { 200: AccountMessageAnswer } as const
const me = { 200: jsonObject<MeResponse>({ user }) } as const

export const authEndpoints = {
  // ---- Session: the refresh token travels only in the httpOnly cookie the answers set (path /api/auth).
  /** A renter or cosigner account; answers the session and sets the refresh cookie. */
  signUp: post('/signup', { ...anyone, body: SignupBody, response: { 201: Session } }),
  /** The session, or (second factor on, and always for admins) the second factor's challenge and no session yet. */
  logIn: post('/login', { ...anyone, body: LoginBody, response: { 200: LoginAnswer } }),
  /** The back office's login: admins only ("Invalid admin credentials" for anyone else); always a challenge. */
  logInAsAdmin: post('/admin/login', { ...anyone, body: LoginBody, response: { 200: LoginAnswer } }),
  /**
   * A login's challenge whose account has no second factor yet (an admin's first sign-in): a new TOTP secret
   * to scan, confirmed by the first code sent to `passSecondFactor`. Throttled like the login.
   */
  enrollSecondFactorAtSignIn: post('/login/second-factor/enrollment', {
    ...anyone,
    body: SecondFactorChallengeBody,
    response: { 200: SecondFactorEnrollmentAnswer },
  }),
  /**
   * The challenge and a TOTP code (or a recovery code, each once): the session, its tokens marked as having
   * passed the second factor; with the ten recovery codes when the code completed an enrollment.
   */
  passSecondFactor: post('/login/second-factor', {
    ...anyone,
    body: SecondFactorLoginBody,
    response: { 200: SecondFactorSessionAnswer },
  }),
  /** A new access token from the refresh cookie (rotated); 401 and the cookie cleared when the session is over. */
  refreshSession: post('/refresh', { ...anyone, response: { 200: Session } }),
  /** Ends the cookie's session and clears the cookie. */
  logOut: post('/logout', { ...anyone, response: { 204: NoContent } }),

  // ---- Password reset by email (signed out). Throttled per address asked about and per client (429, Retry-After).
  /** Mails a reset link when the address has an active account; the same answer either way. */
  forgotPassword: post('/password/forgot', { ...anyone, body: ForgotPasswordBody, response: accountMessage }),
  /** Sets a new password with a link's token (single use, 1 hour); ends every session of the account. */
  resetPassword: post('/password/reset', { ...anyone, body: ResetPasswordBody, response: accountMessage }),

  // ---- Email verification: sign-up mails a link; the signed-in user may ask for another.
  /** Confirms the address of the link's token (single use, 48 hours); no session needed. */
  verifyEmail: post('/email/verify', { ...anyone, body: VerifyEmailBody, response: accountMessage }),
  /** "Resend": a new confirmation link to the signed-in user's address (throttled per account and client). */
  resendVerification: post('/me/email-verification', { ...signedIn, response: accountMessage }),

  // ---- The PayPal payout email (issue 27): a link is mailed to it whenever the cosigner profile sets or changes it.
  /** Confirms the PayPal email of the link's token (single use, 48 hours) while it is still the profile's; no session. */
  confirmPaypalEmail: post('/paypal-email/verify', { ...anyone, body: VerifyEmailBody, response: accountMessage }),
  /** "Send a new link" to the cosigner's unconfirmed PayPal email (throttled like the email's resend). */
  resendPaypalConfirmation: post('/me/paypal-email-verification', { access: ['COSIGNER'], response: accountMessage }),

  // ---- The signed-in user.
  getMe: get('/me', { ...signedIn, response: me }),
  /** A renter becomes a cosigner or the other way round: a new access token for the new role. */
  changeMyRole: put('/me/role', { ...signedIn, body: UpdateRoleBody, response: { 200: Session } }),

  // ---- Account settings (/settings). Password and email changes need the current password and are throttled
  // per account (and, for an email change, per new address): 429 with Retry-After.
  /** Saves the first and last name. */
  updateMyName: patch('/me', { ...signedIn, body: UpdateNameBody, response: me }),
  /** A new password (the current one required): every other session ends, this one stays; a "password changed" email. */
  changeMyPassword: post('/me/password', { ...signedIn, body: ChangePasswordBody, response: accountMessage }),
  /** Mails a confirmation link to the new address (the old one is told); the email changes when it is opened. */
  requestEmailChange: post('/me/email', { ...signedIn, body: ChangeEmailBody, response: accountMessage }),
  /** The new address's link (single use, 24 hours): the account's email becomes it, confirmed. No session needed. */
  confirmEmailChange: post('/email/change', { ...anyone, body: VerifyEmailBody, response: accountMessage }),
  /** The account's signed-in sessions (device, signed in, last active), this one marked. */
  listMySessions: get('/me/sessions', { ...signedIn, response: { 200: AccountSessionListAnswer } }),
  /** "Sign out everywhere": every session but this one ends at once. */
  endMyOtherSessions: post('/me/sessions/end-others', { ...signedIn, response: accountMessage }),
  /** Signs one of the account's sessions out (404 when it is not one of them or has ended). */
  endMySession: del('/me/sessions/:id', { ...signedIn, params: UuidIdParams, response: accountMessage }),

  // ---- Two-step sign-in in settings (issue 30): any user may turn it on; admins cannot turn it off.
  getMySecondFactor: get('/me/second-factor', { ...signedIn, response: { 200: MySecondFactorAnswer } }),
  /** A new secret to scan (replaces an unconfirmed one); 409 when it is already on. */
  startMySecondFactor: post('/me/second-factor/enrollment', {
    ...signedIn,
    response: { 200: SecondFactorEnrollmentAnswer },
  }),
  /** The first code turns it on: answers the ten recovery codes, shown this once. */
  confirmMySecondFactor: post('/me/second-factor', {
    ...signedIn,
    body: SecondFactorCodeBody,
    response: { 200: RecoveryCodesAnswer },
  }),
  /** Turns it off (the current password required; refused for admins). */
  turnOffMySecondFactor: post('/me/second-factor/off', {
    ...signedIn,
    body: SecondFactorOffBody,
    response: { 200: MySecondFactorAnswer },
  }),

  // ---- Notification emails (issue 29): email on/off per kind for the signed-in user; in-app is always on.
  getNotificationPreferences: get('/me/notification-preferences', {
    ...signedIn,
    response: { 200: NotificationPreferencesAnswer },
  }),
  updateNotificationPreferences: put('/me/notification-preferences', {
    ...signedIn,
    body: UpdateNotificationPreferencesBody,
    response: { 200: NotificationPreferencesAnswer },
  }),
  /**
   * One-click unsubscribe (RFC 8058), the List-Unsubscribe link of every notification email; no session: the
   * signed token names the user and the kind. GET only shows a page with a button (mail scanners open links);
   * POST (the button, or the mail provider's List-Unsubscribe=One-Click) switches that kind's email off. HTML.
   */
  showUnsubscribe: get('/unsubscribe', {
    ...anyone,
    query: UnsubscribeQuery,
    response: { 200: typed<string>() },
  }),
  unsubscribe: post('/unsubscribe', {
    ...anyone,
    query: UnsubscribeQuery,
    response: { 200: typed<string>() },
  }),

  // ---- Privacy and consent (issue 30).
  /** Accepts the current Terms of Service and Privacy Policy (the notice after a new version); 400 for another. */
  acceptLegalTerms: post('/me/consents', { ...signedIn, body: AcceptLegalBody, response: me }),

  /**
   * Deletes the account, confirmed with its password; refused (409) while contracts are open or installments
   * unpaid. Every service erases or pseudonymises the person's data on `user.deleted`; every session ends.
   */
  deleteMyAccount: post('/me/delete', { ...signedIn, body: DeleteAccountBody, response: accountMessage }),
  /** Asks for an archive of everything held about the user; gathered in the background, the link emailed. */
  requestDataExport: post('/me/exports', { ...signedIn, response: { 200: DataExportListAnswer } }),
  /** The user's export requests, newest first (settings). */
  listDataExports: get('/me/exports', { ...signedIn, response: { 200: DataExportListAnswer } }),
  /** The archive (application/zip) of one of the user's ready exports; 404 for anyone else's or an expired one. */
  downloadDataExport: get('/me/exports/:id/archive', {
    ...signedIn,
    params: UuidIdParams,
    response: { 200: fileBody() },
  }),

  // ---- The back office's users tab.
  listUsers: get('/admin/users', {
    ...admins,
    query: ListUsersQuery,
    response: { 200: AdminUserListAnswer },
  }),
  /** Activates or deactivates an account; deactivating the caller's own or another admin's is refused (403). */
  setUserActive: patch('/admin/users/:id', {
    ...admins,
    params: UuidIdParams,
    body: UpdateUserStatusBody,
    response: { 200: UpdateUserStatusAnswer },
  }),
} as const
