import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import { recordFinalAgreement, recordSignedAgreement, type VerifyUrls } from '../domain/record-signed-agreement.js'

export const AGREEMENTS_CONSUMER = 'documents-signed-agreements'
export const FINAL_AGREEMENTS_CONSUMER = 'documents-final-agreements'

/**
 * Renders and registers the signed PDF agreement of every fully signed contract (contracts service), then its
 * final issue when the contract is finalized (a durable consumer of its own, so the first one's is unchanged).
 */
export default fp<VerifyUrls>(
  async (app, opts) => {
    const { deps } = app
    consumeEvents(app, {
      durable: AGREEMENTS_CONSUMER,
      types: ['contract.fully_signed'],
      db: app.prisma,
      handle: async (event, tx) => {
        const outcome = await recordSignedAgreement(deps, tx, event, opts)
        if (outcome === 'malformed')
          app.log.warn({ eventId: event.id }, 'contract.fully_signed without a renderable agreement skipped')
      },
      label: 'agreements consumer',
    })
    consumeEvents(app, {
      durable: FINAL_AGREEMENTS_CONSUMER,
      types: ['contract.finalized'],
      db: app.prisma,
      handle: async (event, tx) => {
        const outcome = await recordFinalAgreement(deps, tx, event, opts)
        if (outcome === 'malformed')
          app.log.info({ eventId: event.id }, 'contract.finalized without an agreement: the fully-signed PDF stays')
      },
      label: 'final agreements consumer',
    })
  },
  { name: 'agreements-consumer', dependencies: ['prisma', 'events', 'file-store', 'deps'] },
)
