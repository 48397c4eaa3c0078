// Requests the auth integration suites share (through app.inject, against the real database).
import type { FastifyInstance } from 'fastify'
import { REFRESH_COOKIE } from '@cosign/api'
import { totpCodeOf } from '../src/model/second-factor.js'

/** POST /login (or /admin/login) with a JSON body. */
export function logIn(app: FastifyInstance, email: string, password: string, url = '/login') {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  })
}

/** The refresh token a session answer set as its cookie. */
export function refreshCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const c = res.cookies.find((x) => x.name === REFRESH_COOKIE)
  if (!c) throw new Error('no refresh cookie')
  return c.value
}

/** The TOTP secrets enrolled in this test run, by email (the authenticator app of each test account). */
const enrolledSecrets = new Map<string, string>()

/**
 * Signs in through the real second-factor flow (issue 30): the password answers a challenge; an account without a
 * second factor yet (an admin's first sign-in) enrolls (the secret kept here, as an authenticator app would);
 * the code computed from the secret gives the session. Answers the final response.
 */
export async function logInWithSecondFactor(app: FastifyInstance, email: string, password: string, url = '/admin/login') {
  const first = await logIn(app, email, password, url)
  const challenge = first.json<{ secondFactor?: { challenge: string; enrolled: boolean } }>().secondFactor
  if (!challenge) throw new Error(`no second-factor challenge (${first.statusCode}): ${first.body}`)
  if (!challenge.enrolled) {
    const enrollment = await postJson(app, '/login/second-factor/enrollment', { challenge: challenge.challenge })
    enrolledSecrets.set(email, enrollment.json<{ secret: string }>().secret)
  }
  const secret = enrolledSecrets.get(email)
  if (!secret) throw new Error(`no secret enrolled for ${email} in this run`)
  return postJson(app, '/login/second-factor', { challenge: challenge.challenge, code: await totpNow(secret) })
}

/** The admin's access token through the real flow (password, then the TOTP code). */
export async function adminAccessToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await logInWithSecondFactor(app, email, password)
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed (${res.statusCode}): ${res.body}`)
  return res.json<{ accessToken: string }>().accessToken
}

/** The current TOTP code of a secret, as an authenticator app shows it. */
export const totpNow = (secret: string) => totpCodeOf(secret, Math.floor(Date.now() / 1000))

export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  })
}
