import { eventConsumerPlugin } from '@cosign/service-kit'
import { recordCreditReportGrant } from '../domain/record-credit-report-grant.js'

export const GRANTS_CONSUMER = 'documents-credit-report-grants'

/** Stores a one-view grant for every approved credit report request (emitted by the matching service). */
export default eventConsumerPlugin('grants-consumer', GRANTS_CONSUMER, ['credit_report_request.approved'], {
  db: (app) => app.prisma,
  handle: (app) => async (event, tx) => {
    if (!(await recordCreditReportGrant(tx, event)))
      app.log.warn({ eventId: event.id }, 'malformed approval event skipped')
  },
})
