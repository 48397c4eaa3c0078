import type { PrismaAdapter } from '@cosign/service-kit'
import { PrismaClient } from '../generated/prisma/client.js'

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient
  }
}

/** The service's own client on its schema: service-kit's createService makes `app.prisma` with it. */
export const createPrismaClient = (adapter: PrismaAdapter) => new PrismaClient({ adapter })
