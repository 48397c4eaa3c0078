import { Prisma, type PrismaClient } from '../generated/prisma/client.js'

/** The service's client (what `app.prisma` is): use cases hand it to repositories and to `inTransaction`. */
export type Client = PrismaClient
/** Either the client or an open transaction: repositories work with both. */
export type Db = PrismaClient | Prisma.TransactionClient
export type Tx = Prisma.TransactionClient
/** The rows use cases read (the generated client stays behind repositories/). */
export type { RefreshToken, User } from '../generated/prisma/client.js'

/** Runs `work` in one transaction: every repository call given its `tx` commits or rolls back together. */
export { inTransaction } from '@cosign/service-kit'

// A write refused by a unique index, however Prisma or the pg adapter report it (one check for every service).
export { isUniqueViolation } from '@cosign/service-kit'
