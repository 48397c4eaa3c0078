import type { Prisma, PrismaClient } from '../generated/prisma/client.js'

/** The service's client (what `app.prisma` is): use cases hand it to repositories and to `inTransaction`. */
export type Client = PrismaClient
/** Either the client or an open transaction: repositories work with both. */
export type Db = PrismaClient | Prisma.TransactionClient
export type Tx = Prisma.TransactionClient
/** The rows use cases and model mappers read (the generated client stays behind repositories/). */
export type { AdminAlert, ChatContract, ChatMessage, ChatPayment, ChatUser, Conversation, Dispute, Notification, SupportConversation, SupportMessage } from '../generated/prisma/client.js'

/** Runs `work` in one transaction: every repository call given its `tx` commits or rolls back together. */
export { inTransaction } from '@cosign/service-kit'
