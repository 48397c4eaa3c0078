import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import { recordCreditReportGrant } from '../domain/record-credit-report-grant.js'

export const GRANTS_CONSUMER = 'documents-credit-report-grants'

/** Stores a one-view grant for every approved credit report request (emitted by the matching service). */
export default fp(
  async (app) => {
    consumeEvents(app, {
      durable: GRANTS_CONSUMER,
      types: ['credit_report_request.approved'],
      db: app.prisma,
      handle: async (event, tx) => {
        if (!(await recordCreditReportGrant(tx, event)))
          app.log.warn({ eventId: event.id }, 'malformed approval event skipped')
      },
      label: 'grants consumer',
    })
  },
  { name: 'grants-consumer', dependencies: ['prisma', 'events'] },
)
