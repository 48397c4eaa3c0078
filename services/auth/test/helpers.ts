// Requests the auth integration suites share (through app.inject, against the real database).
import type { FastifyInstance } from 'fastify'
import { REFRESH_COOKIE } from '@cosign/api'

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
