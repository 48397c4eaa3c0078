import type { Role, SelfServiceRole } from '../constants.js'

export interface UserDto {
  id: string
  email: string
  firstName: string
  lastName: string
  fullName: string
  phone: string | null
  role: Role
  /** Lower-cased role, as the spec's user_type. */
  userType: string
  isActive: boolean
  profileCompleted: boolean
  profileStatus: string | null
  creditScore: number
  monthlyPayment: number
  creditVerified: boolean
  paypalVerified: boolean
  /** The user opened the confirmation link mailed to the address (issue 29). */
  emailVerified: boolean
  /** The Terms of Service or Privacy Policy changed since the user accepted them: they must accept again. */
  legalAcceptanceNeeded: boolean
  createdAt: string
}

export interface SignupRequest {
  email: string
  password: string
  confirmPassword: string
  firstName?: string
  lastName?: string
  role: SelfServiceRole
  /** The sign-up checkbox: accepts the current Terms of Service and Privacy Policy (required to be true). */
  acceptTerms?: boolean
}
export interface LoginRequest {
  email: string
  password: string
}
/** Answer to sign-up, login, admin login and refresh. The refresh token travels only in an httpOnly cookie. */
export interface SessionResponse {
  accessToken: string
  expiresIn: number
  user: UserDto
}
export interface MeResponse {
  user: UserDto
}
export interface UpdateRoleRequest {
  role: SelfServiceRole
}
/** Claims of the access token (JWT, HS256). */
export interface AccessTokenClaims {
  sub: string
  email: string
  role: Role
  /**
   * The session (refresh-token family of one login) the token belongs to: a logout ends it at once. Set on
   * every token the auth service signs.
   */
  sid?: string
  /** The user's session version at signing: a deactivation or role change raises it, ending older tokens. */
  ver?: number
  /**
   * The account's email address is confirmed (issue 29): paying, signing a contract and receiving payouts need
   * it. Signed from the account at every login and refresh, so a confirmation reaches the token at its next
   * refresh (the client refreshes at once on confirming, and on an `EMAIL_NOT_VERIFIED` answer).
   */
  email_verified?: boolean
  /** The session passed the second factor (TOTP or a recovery code): required of every admin token. */
  mfa?: boolean
  /** Set by the signer; present on every verified token. Seconds since the epoch. */
  iat?: number
  exp?: number
}
export const REFRESH_COOKIE = 'cosign_refresh'
