import fp from 'fastify-plugin'
import type { PaymentsConfig } from '../config.js'
import { reconcilePendingPayments, skippedReport, type ReconcileReport } from '../domain/reconcile-pending-payments.js'
import { lockRepository } from '../repositories/lock-repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs one reconcile pass now (also what the timer calls); overlapping calls share the running pass, and
     * while another instance runs its pass this one skips (`skipped: true`).
     */
    reconcile: (overrides?: { settleAfterMs?: number; abandonAfterMs?: number }) => Promise<ReconcileReport>
  }
}

export default fp<{ config: PaymentsConfig }>(
  async (app, opts) => {
    const { reconcile } = opts.config
    const { deps } = app
    let running: Promise<ReconcileReport> | null = null
    app.decorate('reconcile', (overrides = {}) => {
      // One pass across all instances at a time (PostgreSQL advisory lock); the others skip theirs.
      running ??= lockRepository.runExclusively(deps.db, 'payments:reconcile', () =>
        reconcilePendingPayments(deps, {
          settleAfterMs: overrides.settleAfterMs ?? reconcile.settleAfterMs,
          abandonAfterMs: overrides.abandonAfterMs ?? reconcile.abandonAfterMs,
        }),
      )
        .then((pass) => (pass.ran ? pass.result : skippedReport()))
        .finally(() => {
        running = null
      })
      return running
    })
    if (reconcile.intervalMs > 0) {
      const timer = setInterval(() => {
        app.reconcile().catch((err) => app.log.warn({ err }, 'reconcile pass failed'))
      }, reconcile.intervalMs)
      timer.unref()
      app.addHook('onClose', async () => clearInterval(timer))
    }
    app.addHook('onClose', async () => {
      await running?.catch(() => undefined)
    })
  },
  { name: 'reconcile-job', dependencies: ['deps'] },
)
