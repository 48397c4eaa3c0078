import fp from 'fastify-plugin'
import { prismaAdapter } from '@cosign/service-kit'
import { PrismaClient } from '../generated/prisma/client.js'

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient
  }
}

export default fp<{ databaseUrl: string; schema: string }>(
  async (app, opts) => {
    const prisma = new PrismaClient({ adapter: prismaAdapter(opts.databaseUrl, opts.schema) })
    app.decorate('prisma', prisma)
    app.addHook('onClose', async () => prisma.$disconnect())
  },
  { name: 'prisma' },
)
