import type { FastifyInstance } from 'fastify'

/** Listens and closes gracefully on SIGINT/SIGTERM: stop accepting, finish in-flight requests, close hooks. */
export async function listenWithGracefulShutdown(app: FastifyInstance, port: number, host = '0.0.0.0'): Promise<void> {
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      await app.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  try {
    await app.listen({ port, host })
  } catch (err) {
    app.log.error({ err }, 'failed to start')
    process.exit(1)
  }
}
