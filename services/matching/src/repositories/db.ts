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

/** A unique-constraint violation (P2002) as Prisma reports it. */
export const isUniqueViolation = (err: unknown): boolean =>
  err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002'
