// The second factor (issue 30): TOTP (RFC 6238) with ten one-time recovery codes. Admins must use it (the first
// admin enrolls at first sign-in); any user may turn it on in settings. A login whose account has (or, for an
// admin, must have) a second factor answers a challenge instead of a session; the session comes from
// `POST /login/second-factor` with a code, and its access tokens carry `mfa: true`.
import { Type } from '@sinclair/typebox'
import type { SessionResponse } from './types.js'
import { jsonObject, closedObject } from '../shared/schemas.js'
import { Password, Session, user } from './schemas.js'

/** How long the challenge a login answers stays usable (entering the code, or enrolling first). */
export const SECOND_FACTOR_CHALLENGE_TTL_SECONDS = 10 * 60
/** How many recovery codes an enrollment gives (each works once). */
export const RECOVERY_CODE_COUNT = 10

export const SECOND_FACTOR_MESSAGES = {
  required: 'Enter the code from your authenticator app to continue.',
  adminMustEnroll: 'Admins must set up two-step sign-in before using the back office.',
  invalidCode: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'This sign-in has expired. Please log in again.',
  alreadyEnabled: 'Two-step sign-in is already on.',
  notStarted: 'Start the setup first: scan the QR code, then enter a code.',
  adminsKeepIt: 'Admins cannot turn two-step sign-in off.',
  sessionNeedsIt: 'Sign in again with your second factor to use the back office.',
} as const
export const SECOND_FACTOR_REQUIRED_CODE = 'SECOND_FACTOR_REQUIRED'

/** A login that needs the second factor: no session yet. `enrolled: false` means set it up first (admins). */
export interface SecondFactorChallengeResponse {
  secondFactor: { challenge: string; enrolled: boolean }
}
/** What a login answers: a session, or the second factor's challenge. */
export type LoginResponse = SessionResponse | SecondFactorChallengeResponse
export const isSecondFactorChallenge = (answer: LoginResponse): answer is SecondFactorChallengeResponse =>
  'secondFactor' in answer

/** A new TOTP secret to scan (QR code as an SVG data URL) or type in; shown once, never answered again. */
export interface SecondFactorEnrollmentResponse {
  secret: string
  otpauthUrl: string
  qrCode: string
}
/** The session after the second factor; `recoveryCodes` only when this code completed an enrollment. */
export interface SecondFactorSessionResponse extends SessionResponse {
  recoveryCodes?: string[]
}
export interface MySecondFactorResponse {
  enabled: boolean
  recoveryCodesLeft: number
}
export interface RecoveryCodesResponse {
  recoveryCodes: string[]
}

const Challenge = Type.String({ minLength: 1, maxLength: 100 })
/** Six digits (spaces tolerated), or a recovery code (xxxxx-xxxxx). */
const Code = Type.String({ minLength: 6, maxLength: 20, pattern: '^[0-9A-Za-z -]+$' })

export const SecondFactorChallengeBody = closedObject({ challenge: Challenge })
export const SecondFactorLoginBody = closedObject({ challenge: Challenge, code: Code })
export const SecondFactorCodeBody = closedObject({ code: Code })
export const SecondFactorOffBody = closedObject({ currentPassword: Password })

const challengeAnswer = {
  type: 'object',
  required: ['secondFactor'],
  properties: {
    secondFactor: { type: 'object', properties: { challenge: { type: 'string' }, enrolled: { type: 'boolean' } } },
  },
}
/** A login's answer: the challenge (listed first: only it has `secondFactor`), else the session. */
export const LoginAnswer = Type.Unsafe<LoginResponse>({ anyOf: [challengeAnswer, Session] })
export const SecondFactorSessionAnswer = jsonObject<SecondFactorSessionResponse>({
  accessToken: { type: 'string' },
  expiresIn: { type: 'integer' },
  user,
  recoveryCodes: { type: 'array', items: { type: 'string' } },
})
export const SecondFactorEnrollmentAnswer = jsonObject<SecondFactorEnrollmentResponse>({
  secret: { type: 'string' },
  otpauthUrl: { type: 'string' },
  qrCode: { type: 'string' },
})
export const MySecondFactorAnswer = jsonObject<MySecondFactorResponse>({
  enabled: { type: 'boolean' },
  recoveryCodesLeft: { type: 'integer' },
})
export const RecoveryCodesAnswer = jsonObject<RecoveryCodesResponse>({
  recoveryCodes: { type: 'array', items: { type: 'string' } },
})
