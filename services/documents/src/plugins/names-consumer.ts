import { eventConsumerPlugin } from '@cosign/service-kit'
import { recordAccountName } from '../domain/record-account-name.js'

export const NAMES_CONSUMER = 'documents-account-names'

/** Keeps people's names (auth's account events) so the admin's credit report reviews name the person. */
export default eventConsumerPlugin('names-consumer', NAMES_CONSUMER, ['user.registered', 'user.updated'], {
  db: (app) => app.prisma,
  handle: (app) => async (event, tx) => {
    if (!(await recordAccountName(tx, event)))
      app.log.warn({ eventId: event.id }, 'malformed account event skipped')
  },
})
