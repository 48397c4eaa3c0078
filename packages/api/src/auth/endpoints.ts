// The auth service's endpoints (browser: /api/auth/...): sign-up, login, the session (refresh cookie, logout),
// the signed-in user, and the back office's users tab. Bodies reject unknown properties; lengths are bounded.
import { endpointsOf, NoContent, typed } from '../endpoint.js'
import type { MeResponse } from './types.js'
import {
  AccountMessageAnswer,
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

const { get, post, put, patch } = endpointsOf('auth')

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
