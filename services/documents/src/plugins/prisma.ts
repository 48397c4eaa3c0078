import { prismaPlugin } from '@cosign/service-kit'
import { PrismaClient } from '../generated/prisma/client.js'

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient
  }
}

export default prismaPlugin((adapter) => new PrismaClient({ adapter }))
