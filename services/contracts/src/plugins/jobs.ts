import fp from 'fastify-plugin'
import { completeEndedContracts } from '../domain/complete-ended-contracts.js'
import { markOverdueEntries } from '../domain/mark-overdue-entries.js'

/**
 * The scheduled jobs (overdue installments, ended leases) every `intervalMs` (0: off; tests call the use
 * cases directly). Safe with several instances: each job claims rows with FOR UPDATE SKIP LOCKED and the
 * status change is the once-only marker (see the use cases).
 */
export default fp<{ intervalMs: number }>(
  async (app, opts) => {
    if (opts.intervalMs <= 0) return
    let running: Promise<void> | null = null
    const { deps } = app
    const tick = () => {
      running ??= (async () => {
        const overdue = await markOverdueEntries(deps)
        const completed = await completeEndedContracts(deps)
        if (overdue || completed) {
          app.log.info({ overdue, completed }, 'contract jobs')
          void app.events.flush()
        }
      })()
        .catch((err) => app.log.warn({ err }, 'contract jobs failed'))
        .finally(() => {
          running = null
        })
    }
    const timer = setInterval(tick, opts.intervalMs)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'contract-jobs', dependencies: ['events', 'deps'] },
)
