import type { FastifyInstance, FastifyReply } from 'fastify'
import { authEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { getNotificationPreferences } from '../../domain/get-notification-preferences.js'
import { updateNotificationPreferences } from '../../domain/update-notification-preferences.js'
import { describeUnsubscribeLink } from '../../domain/describe-unsubscribe-link.js'
import { unsubscribeByLink } from '../../domain/unsubscribe-by-link.js'
import { unsubscribeConfirmPage, unsubscribedPage } from '../../model/unsubscribe-page.js'
import { SETTINGS_PER_ACCOUNT, UNSUBSCRIBE_PER_CLIENT } from '../../model/rate-limited-error.js'
import { refuseWhenOver } from '../../domain/throttle.js'
import { withRetryAfter } from '../retry-after.js'

/** Notification email preferences (signed in) and the emails' one-click unsubscribe link (no session). */
export default async function notificationRoutes(app: FastifyInstance) {
  const { deps } = app
  // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click" as a form; the page's button does the same.
  // The body says nothing the token does not: it is read (bounded) and ignored. Scoped to this plugin's routes.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined))

  // Counted with the other settings of the account (routes/auth), and the link per client address.
  const perAccount = (userId: string) => refuseWhenOver(deps, `settings:account:${userId}`, SETTINGS_PER_ACCOUNT)
  const perClient = (address: string) => refuseWhenOver(deps, `unsubscribe:client:${address}`, UNSUBSCRIBE_PER_CLIENT)

  serveEndpoint(app, endpoints.getNotificationPreferences, (request, reply) =>
    withRetryAfter(reply, async () => {
      await perAccount(request.user.sub)
      return getNotificationPreferences(deps, request.user.sub)
    }),
  )

  serveEndpoint(app, endpoints.updateNotificationPreferences, (request, reply) =>
    withRetryAfter(reply, async () => {
      await perAccount(request.user.sub)
      return updateNotificationPreferences(deps, request.user.sub, request.body)
    }),
  )

  /** The pages are the API's only HTML: no scripts, inline styles, a form posting to itself, never framed. */
  const sendPage = (reply: FastifyReply, html: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      .send(html)

  serveEndpoint(app, endpoints.showUnsubscribe, (request, reply) =>
    withRetryAfter(reply, async () => {
      await perClient(request.ip)
      const link = await describeUnsubscribeLink(deps, request.query.token)
      return sendPage(reply, unsubscribeConfirmPage(deps.mailBrand, { label: link.label, token: request.query.token }))
    }),
  )

  serveEndpoint(app, endpoints.unsubscribe, (request, reply) =>
    withRetryAfter(reply, async () => {
      await perClient(request.ip)
      const done = await unsubscribeByLink(deps, request.query.token)
      return sendPage(reply, unsubscribedPage(deps.mailBrand, { message: done.message }))
    }),
  )
}
