import type { Prisma, PrismaClient } from '../generated/prisma/client.js'

/** Either the client or an open transaction: repositories work with both. */
export type Db = PrismaClient | Prisma.TransactionClient
export type Tx = Prisma.TransactionClient
