import type { FastifyInstance } from 'fastify'
import { paymentEndpoints } from '@cosign/api'
import { badRequest, serveEndpoint } from '@cosign/service-kit'
import type { PaymentsConfig } from '../../config.js'
import { handlePayPalWebhook, type PayPalWebhookEvent } from '../../domain/handle-paypal-webhook.js'
import {
  CertCache,
  readWebhookHeaders,
  verifyWebhookSignature,
} from '../../paypal/webhook-signature.js'

const INVALID_SIGNATURE = 'Invalid webhook signature'
const WEBHOOK_BODY_MAX_BYTES = 256 * 1024

/**
 * POST /webhooks/paypal. The signature covers the exact bytes PayPal sent, so this route keeps the raw
 * body (its own JSON parser, scoped to this plugin) and parses it only after the signature checks out.
 */
export default async function webhookRoutes(app: FastifyInstance, opts: { config: PaymentsConfig }) {
  const { deps } = app
  const certs = new CertCache()
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  // The limit is the route's (not the parser's) so that oversize bodies are refused before they are read.
  serveEndpoint(
    app,
    paymentEndpoints.paypalWebhook,
    async (request, reply) => {
      const rawBody = request.body
      if (!Buffer.isBuffer(rawBody) || rawBody.length === 0)
        throw badRequest(INVALID_SIGNATURE, 'INVALID_WEBHOOK')
      const headers = readWebhookHeaders(request.headers)
      if (!headers) throw badRequest(INVALID_SIGNATURE, 'INVALID_WEBHOOK')
      const valid = await verifyWebhookSignature({
        headers,
        rawBody,
        webhookId: opts.config.paypal.webhookId,
        allowedOrigins: await app.gateway.certOrigins(),
        certs,
      })
      if (!valid) {
        request.log.warn(
          { transmissionId: headers.transmissionId },
          'webhook with an invalid signature refused',
        )
        throw badRequest(INVALID_SIGNATURE, 'INVALID_WEBHOOK')
      }
      let event: PayPalWebhookEvent
      try {
        event = JSON.parse(rawBody.toString('utf8')) as PayPalWebhookEvent
      } catch {
        throw badRequest('Request body is not valid JSON', 'INVALID_JSON')
      }
      if (!event || typeof event !== 'object') throw badRequest('Webhook event must be an object')
      const outcome = await handlePayPalWebhook(deps, event)
      request.log.info({ eventId: event.id, type: event.event_type, outcome }, 'PayPal webhook handled')
      return reply.code(200).send({ received: true })
    },
    { bodyLimit: WEBHOOK_BODY_MAX_BYTES },
  )
}
