import fp from 'fastify-plugin'
import { scheduleJob } from '@cosign/service-kit'
import { completeEndedContracts } from '../domain/complete-ended-contracts.js'
import { markOverdueEntries } from '../domain/mark-overdue-entries.js'
import { purgeExpiredContracts } from '../domain/purge-expired-contracts.js'
import { remindDueEntries } from '../domain/remind-due-entries.js'

/**
 * The scheduled jobs (installments due soon and overdue, ended leases, the retention purge) every `intervalMs` (0: off; tests call the use
 * cases directly). Safe with several instances: each job claims rows with FOR UPDATE SKIP LOCKED and the
 * status change (or the deletion) is the once-only marker (see the use cases).
 */
export default fp<{ intervalMs: number }>(
  async (app, opts) => {
    const { deps } = app
    scheduleJob(app, opts.intervalMs, 'contract jobs', async () => {
      const dueSoon = await remindDueEntries(deps)
      const overdue = await markOverdueEntries(deps)
      const completed = await completeEndedContracts(deps)
      const purged = await purgeExpiredContracts(deps)
      if (dueSoon || overdue || completed || purged) {
        app.log.info({ dueSoon, overdue, completed, purged }, 'contract jobs')
        void app.events.flush()
      }
    })
  },
  { name: 'contract-jobs', dependencies: ['events', 'deps'] },
)
