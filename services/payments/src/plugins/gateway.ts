import fp from 'fastify-plugin'
import { payPalMetrics } from '@cosign/service-kit'
import type { PaymentsConfig } from '../config.js'
import { loadStoredCredentials } from '../domain/load-stored-credentials.js'
import { PayPalGateway } from '../paypal/paypal-gateway.js'

declare module 'fastify' {
  interface FastifyInstance {
    gateway: PayPalGateway
  }
}

/** PayPal, configured from the stored admin configuration (decrypted) or the environment. */
export default fp<{ config: PaymentsConfig }>(
  async (app, opts) => {
    app.decorate(
      'gateway',
      new PayPalGateway(
        opts.config.paypal,
        () => loadStoredCredentials(app.prisma, opts.config.configKey),
        payPalMetrics(app.metrics.registry),
      ),
    )
  },
  { name: 'gateway', dependencies: ['prisma'] },
)
