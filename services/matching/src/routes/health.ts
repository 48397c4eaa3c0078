import type { FastifyInstance } from 'fastify'

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.prisma.$queryRaw`SELECT 1`
      return { status: 'ready', nats: app.events.bus() ? 'connected' : 'reconnecting' }
    } catch {
      return reply.code(503).send({ error: { code: 'NOT_READY', message: 'Database unreachable' } })
    }
  })
}
