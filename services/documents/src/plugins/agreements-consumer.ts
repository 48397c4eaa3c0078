import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import type { Deps } from '../domain/deps.js'
import { recordSignedAgreement } from '../domain/record-signed-agreement.js'

export const AGREEMENTS_CONSUMER = 'documents-signed-agreements'

/** Renders and registers the signed PDF agreement of every fully signed contract (contracts service). */
export default fp<{ verifyUrlTemplate: string; verifyPageUrl?: string }>(
  async (app, opts) => {
    const deps: Pick<Deps, 'files' | 'now'> = { files: app.files, now: () => new Date() }
    consumeEvents(app, {
      durable: AGREEMENTS_CONSUMER,
      types: ['contract.fully_signed'],
      db: app.prisma,
      handle: async (event, tx) => {
        const outcome = await recordSignedAgreement(deps, tx, event, opts.verifyUrlTemplate, opts.verifyPageUrl)
        if (outcome === 'malformed')
          app.log.warn({ eventId: event.id }, 'contract.fully_signed without a renderable agreement skipped')
      },
      label: 'agreements consumer',
    })
  },
  { name: 'agreements-consumer', dependencies: ['prisma', 'events', 'file-store'] },
)
