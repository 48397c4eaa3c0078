// The auth service's endpoints (browser: /api/auth/...): sign-up, login, the session (refresh cookie, logout),
// the signed-in user, and the back office's users tab. Bodies reject unknown properties; lengths are bounded.
import { endpointsOf, NoContent, typed } from '../endpoint.js'
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

const { get, post, put, patch, del } = endpointsOf('auth')

export const authEndpoints = {
  // ---- Session: the refresh token travels only in the httpOnly cookie the answers set (path /api/auth).
  /** A renter or cosigner account; answers the session and sets the refresh cookie. */
  signUp: post('/signup', { access: 'public', body: SignupBody, response: { 201: Session } }),
  logIn: post('/login', { access: 'public', body: LoginBody, response: { 200: Session } }),
  /** The back office's login: admins only ("Invalid admin credentials" for anyone else). */
  logInAsAdmin: post('/admin/login', { access: 'public', body: LoginBody, response: { 200: Session } }),
  /** A new access token from the refresh cookie (rotated); 401 and the cookie cleared when the session is over. */
  refreshSession: post('/refresh', { access: 'public', response: { 200: Session } }),
  /** Ends the cookie's session and clears the cookie. */
  logOut: post('/logout', { access: 'public', response: { 204: NoContent } }),

  // ---- Password reset by email (signed out). Throttled per address asked about and per client (429, Retry-After).
  /** Mails a reset link when the address has an active account; the same answer either way. */
  forgotPassword: post('/password/forgot', {
    access: 'public',
    body: ForgotPasswordBody,
    response: { 200: AccountMessageAnswer },
  }),
  /** Sets a new password with a link's token (single use, 1 hour); ends every session of the account. */
  resetPassword: post('/password/reset', {
    access: 'public',
    body: ResetPasswordBody,
    response: { 200: AccountMessageAnswer },
  }),

  // ---- Email verification: sign-up mails a link; the signed-in user may ask for another.
  /** Confirms the address of the link's token (single use, 48 hours); no session needed. */
  verifyEmail: post('/email/verify', {
    access: 'public',
    body: VerifyEmailBody,
    response: { 200: AccountMessageAnswer },
  }),
  /** "Resend": a new confirmation link to the signed-in user's address (throttled per account and client). */
  resendVerification: post('/me/email-verification', {
    access: 'signed-in',
    response: { 200: AccountMessageAnswer },
  }),

  // ---- The signed-in user.
  getMe: get('/me', { access: 'signed-in', response: { 200: jsonObject<MeResponse>({ user }) } }),
  /** A renter becomes a cosigner or the other way round: a new access token for the new role. */
  changeMyRole: put('/me/role', { access: 'signed-in', body: UpdateRoleBody, response: { 200: Session } }),

  // ---- Account settings (/settings). Password and email changes need the current password and are throttled
  // per account (and, for an email change, per new address): 429 with Retry-After.
  /** Saves the first and last name. */
  updateMyName: patch('/me', { access: 'signed-in', body: UpdateNameBody, response: { 200: jsonObject<MeResponse>({ user }) } }),
  /** A new password (the current one required): every other session ends, this one stays; a "password changed" email. */
  changeMyPassword: post('/me/password', {
    access: 'signed-in',
    body: ChangePasswordBody,
    response: { 200: AccountMessageAnswer },
  }),
  /** Mails a confirmation link to the new address (the old one is told); the email changes when it is opened. */
  requestEmailChange: post('/me/email', {
    access: 'signed-in',
    body: ChangeEmailBody,
    response: { 200: AccountMessageAnswer },
  }),
  /** The new address's link (single use, 24 hours): the account's email becomes it, confirmed. No session needed. */
  confirmEmailChange: post('/email/change', {
    access: 'public',
    body: VerifyEmailBody,
    response: { 200: AccountMessageAnswer },
  }),
  /** The account's signed-in sessions (device, signed in, last active), this one marked. */
  listMySessions: get('/me/sessions', { access: 'signed-in', response: { 200: AccountSessionListAnswer } }),
  /** "Sign out everywhere": every session but this one ends at once. */
  endMyOtherSessions: post('/me/sessions/end-others', { access: 'signed-in', response: { 200: AccountMessageAnswer } }),
  /** Signs one of the account's sessions out (404 when it is not one of them or has ended). */
  endMySession: del('/me/sessions/:id', { access: 'signed-in', params: UuidIdParams, response: { 200: AccountMessageAnswer } }),

  // ---- Notification emails (issue 29): email on/off per kind for the signed-in user; in-app is always on.
  getNotificationPreferences: get('/me/notification-preferences', {
    access: 'signed-in',
    response: { 200: NotificationPreferencesAnswer },
  }),
  updateNotificationPreferences: put('/me/notification-preferences', {
    access: 'signed-in',
    body: UpdateNotificationPreferencesBody,
    response: { 200: NotificationPreferencesAnswer },
  }),
  /**
   * One-click unsubscribe (RFC 8058), the List-Unsubscribe link of every notification email; no session: the
   * signed token names the user and the kind. GET only shows a page with a button (mail scanners open links);
   * POST (the button, or the mail provider's List-Unsubscribe=One-Click) switches that kind's email off. HTML.
   */
  showUnsubscribe: get('/unsubscribe', { access: 'public', query: UnsubscribeQuery, response: { 200: typed<string>() } }),
  unsubscribe: post('/unsubscribe', { access: 'public', query: UnsubscribeQuery, response: { 200: typed<string>() } }),

  // ---- The back office's users tab.
  listUsers: get('/admin/users', {
    access: ['ADMIN'],
    query: ListUsersQuery,
    response: { 200: AdminUserListAnswer },
  }),
  /** Activates or deactivates an account; deactivating the caller's own or another admin's is refused (403). */
  setUserActive: patch('/admin/users/:id', {
    access: ['ADMIN'],
    params: UuidIdParams,
    body: UpdateUserStatusBody,
    response: { 200: UpdateUserStatusAnswer },
  }),
} as const
