import type { FastifyInstance } from 'fastify'
import { jobMetrics } from './metrics.js'

/**
 * Runs `run` every `intervalMs` (0 or less: never; tests call the use cases directly), one run at a time per
 * instance: a tick while the previous run is busy is skipped. A failure is logged as `<label> failed` and the next
 * tick runs again; closing the app stops the timer and waits for a run in progress. Several instances each run it:
 * the job itself makes that safe (SKIP LOCKED claims, an advisory lock). Each run is counted and timed by
 * outcome (`scheduled_job_*{job}`, the job label being `label` in snake case).
 */
export function scheduleJob(app: FastifyInstance, intervalMs: number, label: string, run: () => Promise<void>): void {
  if (intervalMs <= 0) return
  const timed = jobMetrics(app.metrics?.registry, label.trim().replace(/\W+/g, '_').toLowerCase())
  let running: Promise<void> | null = null
  const tick = () => {
    running ??= timed(run)
      .catch((err) => app.log.warn({ err }, `${label} failed`))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
