import type { Prisma, PrismaClient } from '../generated/prisma/client.js'

/** The client or an interactive transaction: repositories work with either. */
export type Db = PrismaClient | Prisma.TransactionClient
