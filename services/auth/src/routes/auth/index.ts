import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authEndpoints as endpoints, REFRESH_COOKIE, type LoginRequest } from '@cosign/api'
import { ACCESS_TOKEN_TTL_SECONDS, serveEndpoint } from '@cosign/service-kit'
import type { AuthConfig } from '../../config.js'
import { registerUser } from '../../domain/register-user.js'
import { logIn, LoginPausedError } from '../../domain/log-in.js'
import { DEVICE_COOKIE } from '../../model/login-throttle.js'
import { refreshSession } from '../../domain/refresh-session.js'
import { logOut } from '../../domain/log-out.js'
import { updateRole } from '../../domain/update-role.js'
import { getCurrentUser } from '../../domain/get-current-user.js'
import { requestPasswordReset } from '../../domain/request-password-reset.js'
import { resetPassword } from '../../domain/reset-password.js'
import { verifyEmail } from '../../domain/verify-email.js'
import { resendEmailVerification } from '../../domain/resend-email-verification.js'
import { confirmPaypalEmail } from '../../domain/confirm-paypal-email.js'
import { resendPaypalConfirmation } from '../../domain/resend-paypal-confirmation.js'
import { SETTINGS_PER_ACCOUNT } from '../../model/rate-limited-error.js'
import { refuseWhenOver } from '../../domain/throttle.js'
import { withRetryAfter } from '../retry-after.js'
import { updateMyName } from '../../domain/update-my-name.js'
import { changeMyPassword } from '../../domain/change-my-password.js'
import { requestEmailChange } from '../../domain/request-email-change.js'
import { confirmEmailChange } from '../../domain/confirm-email-change.js'
import { listMySessions } from '../../domain/list-my-sessions.js'
import { endOtherSessions } from '../../domain/end-other-sessions.js'
import { endMySession } from '../../domain/end-my-session.js'
import { enrollSecondFactorAtSignIn } from '../../domain/enroll-second-factor-at-sign-in.js'
import { passSecondFactor } from '../../domain/pass-second-factor.js'

// The browser reaches this service at /api/auth through the gateway; the cookie is scoped there.
const COOKIE_PATH = '/api/auth'

export default async function authRoutes(app: FastifyInstance, opts: { config: AuthConfig }) {
  const { config } = opts
  /** An HTTP-only, same-site cookie of the auth paths that lasts `days`. */
  const cookieFor = (days: number) =>
    ({ httpOnly: true, sameSite: 'strict', secure: config.secureCookies, path: COOKIE_PATH, maxAge: days * 86_400 }) as const
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, cookieFor(config.refreshTtlDays))
  const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH })
  const { deps } = app
  const setDeviceCookie = (reply: FastifyReply, value: string) => reply.setCookie(DEVICE_COOKIE, value, cookieFor(365))
  /** A use case throttled like the login: its 429 carries Retry-After. */
  const withLoginPause = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (err) {
      if (err instanceof LoginPausedError) reply.header('retry-after', String(err.retryAfterSeconds))
      throw err
    }
  }
  const login = async (
    request: Pick<FastifyRequest, 'cookies' | 'headers'> & { body: LoginRequest },
    reply: FastifyReply,
    asAdmin: boolean,
  ) =>
    withLoginPause(reply, async () => {
      const { session, refreshToken, deviceCookie } = await logIn(deps, request.body, {
        asAdmin,
        deviceCookie: request.cookies[DEVICE_COOKIE],
        userAgent: request.headers['user-agent'],
      })
      if (refreshToken !== undefined) setRefreshCookie(reply, refreshToken)
      setDeviceCookie(reply, deviceCookie)
      return session
    })

  serveEndpoint(app, endpoints.signUp, async (request, reply) => {
    const { session, refreshToken } = await registerUser(deps, request.body, request.headers['user-agent'])
    setRefreshCookie(reply, refreshToken)
    return reply.code(201).send(session)
  })

  serveEndpoint(app, endpoints.logIn, (request, reply) => login(request, reply, false))

  serveEndpoint(app, endpoints.logInAsAdmin, (request, reply) => login(request, reply, true))

  // The second factor after the password (issue 30): enrollment at an admin's first sign-in, then the code.
  serveEndpoint(app, endpoints.enrollSecondFactorAtSignIn, (request, reply) =>
    withLoginPause(reply, () => enrollSecondFactorAtSignIn(deps, request.body.challenge)),
  )

  serveEndpoint(app, endpoints.passSecondFactor, (request, reply) =>
    withLoginPause(reply, async () => {
      const { session, refreshToken } = await passSecondFactor(deps, request.body, request.headers['user-agent'])
      setRefreshCookie(reply, refreshToken)
      return session
    }),
  )

  serveEndpoint(app, endpoints.refreshSession, async (request, reply) => {
    try {
      const { session, refreshToken } = await refreshSession(deps, request.cookies[REFRESH_COOKIE])
      setRefreshCookie(reply, refreshToken)
      return session
    } catch (err) {
      clearRefreshCookie(reply)
      throw err
    }
  })

  serveEndpoint(app, endpoints.logOut, async (request, reply) => {
    await logOut(deps, request.cookies[REFRESH_COOKIE])
    clearRefreshCookie(reply)
    return reply.code(204).send()
  })

  serveEndpoint(app, endpoints.forgotPassword, (request, reply) =>
    withRetryAfter(reply, () => requestPasswordReset(deps, request.body, request.ip)),
  )

  serveEndpoint(app, endpoints.resetPassword, (request, reply) =>
    withRetryAfter(reply, () => resetPassword(deps, request.body, request.ip)),
  )

  serveEndpoint(app, endpoints.verifyEmail, (request, reply) =>
    withRetryAfter(reply, () => verifyEmail(deps, request.body, request.ip)),
  )

  serveEndpoint(app, endpoints.resendVerification, (request, reply) =>
    withRetryAfter(reply, () => resendEmailVerification(deps, request.user.sub, request.ip)),
  )

  serveEndpoint(app, endpoints.confirmPaypalEmail, (request, reply) =>
    withRetryAfter(reply, () => confirmPaypalEmail(deps, request.body, request.ip)),
  )

  serveEndpoint(app, endpoints.resendPaypalConfirmation, (request, reply) =>
    withRetryAfter(reply, () => resendPaypalConfirmation(deps, request.user.sub, request.ip)),
  )

  serveEndpoint(app, endpoints.getMe, async (request) => ({
    user: await getCurrentUser(deps, request.user.sub),
  }))

  // ---- Account settings.
  const viewer = (request: { user: { sub: string; sid?: string } }) => ({ id: request.user.sub, sid: request.user.sid })

  /** Settings reads and changes without a throttle of their own: counted per account. */
  const asSettings = <T>(request: { user: { sub: string } }, reply: FastifyReply, work: () => Promise<T>) =>
    withRetryAfter(reply, async () => {
      await refuseWhenOver(deps, `settings:account:${request.user.sub}`, SETTINGS_PER_ACCOUNT)
      return work()
    })

  serveEndpoint(app, endpoints.updateMyName, (request, reply) =>
    asSettings(request, reply, async () => ({ user: await updateMyName(deps, request.user.sub, request.body) })),
  )

  serveEndpoint(app, endpoints.changeMyPassword, (request, reply) =>
    withRetryAfter(reply, () => changeMyPassword(deps, viewer(request), request.body)),
  )

  serveEndpoint(app, endpoints.requestEmailChange, (request, reply) =>
    withRetryAfter(reply, () => requestEmailChange(deps, request.user.sub, request.body)),
  )

  serveEndpoint(app, endpoints.confirmEmailChange, (request, reply) =>
    withRetryAfter(reply, () => confirmEmailChange(deps, request.body, request.ip)),
  )

  serveEndpoint(app, endpoints.listMySessions, (request, reply) =>
    asSettings(request, reply, () => listMySessions(deps, viewer(request))),
  )

  serveEndpoint(app, endpoints.endMyOtherSessions, (request, reply) =>
    asSettings(request, reply, () => endOtherSessions(deps, viewer(request))),
  )

  serveEndpoint(app, endpoints.endMySession, (request, reply) =>
    asSettings(request, reply, () => endMySession(deps, request.user.sub, request.params.id)),
  )

  serveEndpoint(app, endpoints.changeMyRole, async (request) => {
    const { accessToken, user } = await updateRole(deps, request.user.sub, request.user.sid, request.body.role)
    return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, user }
  })
}
