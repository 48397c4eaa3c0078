import fp from 'fastify-plugin'
import { eventConsumerPlugin } from '@cosign/service-kit'
import { buildDueExports } from '../domain/build-due-exports.js'
import { recordExportPart } from '../domain/record-export-part.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The data export job (issue 30): `run()` builds what is due now (tests, and after a part arrives). */
    dataExports: { run(): Promise<number> }
  }
}

export const DATA_EXPORT_PARTS_CONSUMER = 'auth-data-export-parts'

/** Each service's part of an export (`data_export.part_ready`), stored for the export job. */
export const dataExportPartsConsumer = eventConsumerPlugin(
  'data-export-parts-consumer',
  DATA_EXPORT_PARTS_CONSUMER,
  ['data_export.part_ready'],
  {
    db: (app) => app.prisma,
    handle: (app) => async (event, tx) => {
      await recordExportPart(tx, event)
      // After this transaction commits: the last part makes the export buildable.
      setTimeout(() => void app.dataExports.run(), 100).unref()
    },
  },
  ['data-export-job'],
)

/**
 * The export job: a pass on a timer and after each part; passes of one instance never overlap and instances share
 * the work through the row lock (domain/build-due-exports.ts).
 */
export const dataExportJob = fp<{ pollMs: number }>(
  async (app, opts) => {
    let running: Promise<number> | null = null
    const run = (): Promise<number> => {
      running ??= buildDueExports(app.deps)
        .catch((err) => {
          app.log.warn({ err }, 'data export pass failed')
          return 0
        })
        .finally(() => {
          running = null
        })
      return running
    }
    app.decorate('dataExports', { run })
    const timer = setInterval(() => void run(), opts.pollMs)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'data-export-job', dependencies: ['deps'] },
)
