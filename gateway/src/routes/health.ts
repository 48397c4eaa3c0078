import type { FastifyInstance } from 'fastify'
import { errorBody } from '@cosign/service-kit'
import { SERVICE_NAMES, type GatewayConfig, type ServiceName } from '../config.js'

export type ServiceReadiness = 'ready' | 'not_ready' | 'unreachable'

async function readinessOf(baseUrl: string, timeoutMs: number): Promise<ServiceReadiness> {
  try {
    const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(timeoutMs) })
    await res.body?.cancel()
    return res.ok ? 'ready' : 'not_ready'
  } catch {
    return 'unreachable'
  }
}

/**
 * /healthz: the gateway process is up. /readyz: every service answers its own /readyz in time (checked
 * concurrently, each with a short timeout); 503 names the ones that do not.
 */
export default async function healthRoutes(app: FastifyInstance, opts: { config: GatewayConfig }) {
  const { config } = opts
  app.get('/healthz', async () => ({ status: 'ok' }))

  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      SERVICE_NAMES.map((name) => readinessOf(config.services[name], config.readyTimeoutMs)),
    )
    const services = {} as Record<ServiceName, ServiceReadiness>
    SERVICE_NAMES.forEach((name, i) => (services[name] = results[i]))
    const notReady = SERVICE_NAMES.filter((name) => services[name] !== 'ready')
    reply.header('cache-control', 'no-store')
    if (notReady.length === 0) return { status: 'ready', services }
    return reply.code(503).send({ ...errorBody('NOT_READY', `Not ready: ${notReady.join(', ')}`), services })
  })
}
