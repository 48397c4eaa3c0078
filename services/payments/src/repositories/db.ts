import { Prisma, type PrismaClient } from '../generated/prisma/client.js'

/** The rows the use cases read and pass on (the repositories' answers). */
export type { Payment, Receipt, ReplacementCredit, Service } from '../generated/prisma/client.js'

/** The service's database client (`app.prisma`). */
export type Client = PrismaClient
/** Either the client or an open transaction: repositories work with both. */
export type Db = PrismaClient | Prisma.TransactionClient
export type Tx = Prisma.TransactionClient

/** A new payment row, and the columns a status change writes. */
export type NewPayment = Prisma.PaymentUncheckedCreateInput
export type PaymentChanges = Prisma.PaymentUncheckedUpdateManyInput
/** A JSON column's value as written. */
export type JsonInput = Prisma.InputJsonValue

/** Runs `work` in one transaction of `client` (Deps.transaction; `limits`: Prisma's wait and run limits). */
export { transactionOf, type TransactionLimits } from '@cosign/service-kit'

// A write refused by a unique index, however Prisma or the pg adapter report it (one check for every service).
export { isUniqueViolation } from '@cosign/service-kit'
