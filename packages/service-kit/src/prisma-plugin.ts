import fp from 'fastify-plugin'
import { prismaAdapter, servicePool } from './db.js'
import { registerPoolMetrics } from './metrics.js'

/**
 * The Prisma plugin of a service: `app.prisma` is the service's own generated client on its schema, disconnected
 * when the app closes. Each service declares the type of `app.prisma` (its generated client) beside the call.
 */
export function prismaPlugin<Client extends { $disconnect(): Promise<void> }>(
  createClient: (adapter: ReturnType<typeof prismaAdapter>) => Client,
) {
  return fp<{ databaseUrl: string; schema: string }>(
    async (app, opts) => {
      const pool = servicePool(opts.databaseUrl, opts.schema)
      registerPoolMetrics(app.metrics.registry, 'prisma', pool)
      const prisma = createClient(prismaAdapter(opts.databaseUrl, opts.schema, pool))
      // `object`: the client's own type is the service's (its module augmentation), unknown here.
      app.decorate('prisma', prisma as object)
      app.addHook('onClose', async () => prisma.$disconnect())
    },
    { name: 'prisma' },
  )
}
