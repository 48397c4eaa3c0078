import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { flushTraces } from './trace-context.js'

/**
 * Listens on `host` (no default: each process says where, services `config.bindHost`, loopback unless opened)
 * and closes gracefully on SIGINT/SIGTERM: stop accepting, finish in-flight requests, close hooks.
 * Resolves with the address actually bound, which is also logged.
 */
export async function listenWithGracefulShutdown(
  app: FastifyInstance,
  port: number,
  host: string,
): Promise<AddressInfo> {
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      await app.close()
      // The last spans (this shutdown's requests) are exported before the process ends.
      await flushTraces()
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
  const address = app.server.address() as AddressInfo
  app.log.info({ address: address.address, port: address.port }, 'listening')
  return address
}
