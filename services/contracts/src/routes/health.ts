import type { FastifyInstance } from 'fastify'
import { healthRoutes as kitHealthRoutes } from '@cosign/service-kit'

/** /healthz and /readyz (database and event broker): service-kit's, shared by every service. */
export default async function healthRoutes(app: FastifyInstance) {
  kitHealthRoutes(app, { database: () => app.prisma.$queryRaw`SELECT 1` })
}
