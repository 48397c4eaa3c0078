import { Prisma, type PrismaClient } from '../generated/prisma/client.js'

/** The rows the use cases read and pass on (the repositories' answers). */
export type { CreditReportRequest, MatchingSession, MatchRequest, User } from '../generated/prisma/client.js'

/** The service's database client (`app.prisma`). */
export type Client = PrismaClient
/** The client or an interactive transaction: repositories work with either. */
export type Db = PrismaClient | Prisma.TransactionClient
export type Tx = Prisma.TransactionClient

/** Runs `work` in one transaction of `client` (Deps.transaction), the same in every service. */
export { transactionOf } from '@cosign/service-kit'

// A write refused by a unique index, however Prisma or the pg adapter report it (one check for every service).
export { isUniqueViolation } from '@cosign/service-kit'
