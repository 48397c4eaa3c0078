import { eventConsumerPlugin } from '@cosign/service-kit'
import type { VerifyUrls } from '../model/agreement-event.js'
import type { RecordAgreement } from '../domain/deps.js'
import type { Tx } from '../repositories/db.js'
import { recordSignedAgreement } from '../domain/record-signed-agreement.js'
import { recordFinalAgreement } from '../domain/record-final-agreement.js'

/**
 * The PDF is rendered inside the consumer's transaction (its row and its file are one outcome). On a loaded host
 * that took 14 s, past Prisma's 5-s default: the transaction expired, and every redelivery would take as long.
 */
const RENDER_TRANSACTION_TIMEOUT_MS = 60_000

export const AGREEMENTS_CONSUMER = 'documents-signed-agreements'
export const FINAL_AGREEMENTS_CONSUMER = 'documents-final-agreements'

/**
 * A durable consumer of one contract event that records its agreement; an event the use case finds malformed is
 * logged (`skipped`, at `level`) and acknowledged, not retried.
 */
function agreementConsumer<E extends 'contract.fully_signed' | 'contract.finalized'>(
  name: string,
  durable: string,
  type: E,
  record: RecordAgreement<E>,
  level: 'warn' | 'info',
  skipped: string,
) {
  return eventConsumerPlugin(
    name,
    durable,
    [type],
    {
      db: (app) => ({
        $transaction: <R>(fn: (tx: Tx) => Promise<R>) => app.prisma.$transaction(fn, { timeout: RENDER_TRANSACTION_TIMEOUT_MS }),
      }),
      handle: (app, urls: VerifyUrls) => async (event, tx) => {
        if ((await record(app.deps, tx, event, urls)) === 'malformed') app.log[level]({ eventId: event.id }, skipped)
      },
    },
    ['file-store', 'deps'],
  )
}

/** Renders and registers the signed PDF agreement of every fully signed contract (contracts service). */
export const signedAgreementsConsumer = agreementConsumer(
  'agreements-consumer',
  AGREEMENTS_CONSUMER,
  'contract.fully_signed',
  recordSignedAgreement,
  'warn',
  'contract.fully_signed without a renderable agreement skipped',
)

/** Its final issue when the contract is finalized (a durable consumer of its own, so the first one's is unchanged). */
export const finalAgreementsConsumer = agreementConsumer(
  'final-agreements-consumer',
  FINAL_AGREEMENTS_CONSUMER,
  'contract.finalized',
  recordFinalAgreement,
  'info',
  'contract.finalized without an agreement: the fully-signed PDF stays',
)
