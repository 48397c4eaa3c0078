import { eventConsumerPlugin } from '@cosign/service-kit'
import type { VerifyUrls } from '../model/agreement-event.js'
import { recordSignedAgreement } from '../domain/record-signed-agreement.js'
import { recordFinalAgreement } from '../domain/record-final-agreement.js'

export const AGREEMENTS_CONSUMER = 'documents-signed-agreements'
export const FINAL_AGREEMENTS_CONSUMER = 'documents-final-agreements'

/** Renders and registers the signed PDF agreement of every fully signed contract (contracts service). */
export const signedAgreementsConsumer = eventConsumerPlugin(
  'agreements-consumer',
  AGREEMENTS_CONSUMER,
  ['contract.fully_signed'],
  {
    db: (app) => app.prisma,
    handle: (app, urls: VerifyUrls) => async (event, tx) => {
      if ((await recordSignedAgreement(app.deps, tx, event, urls)) === 'malformed')
        app.log.warn({ eventId: event.id }, 'contract.fully_signed without a renderable agreement skipped')
    },
  },
  ['file-store', 'deps'],
)

/** Its final issue when the contract is finalized (a durable consumer of its own, so the first one's is unchanged). */
export const finalAgreementsConsumer = eventConsumerPlugin(
  'final-agreements-consumer',
  FINAL_AGREEMENTS_CONSUMER,
  ['contract.finalized'],
  {
    db: (app) => app.prisma,
    handle: (app, urls: VerifyUrls) => async (event, tx) => {
      const outcome = await recordFinalAgreement(app.deps, tx, event, urls)
      if (outcome === 'malformed')
        app.log.info({ eventId: event.id }, 'contract.finalized without an agreement: the fully-signed PDF stays')
    },
  },
  ['file-store', 'deps'],
)
