import type {
  AcceptedMatchRequest,
  Contract,
  ContractEvent,
  ContractSignature,
  Prisma,
  PrismaClient,
} from '../generated/prisma/client.js'
import type { AcceptedRequestRow, ContractRow, HistoryRecord, SignatureRecord } from '../model/rows.js'

/** The service's database client (`app.prisma`). */
export type Client = PrismaClient
/** Either the client or an open transaction: repositories work with both. */
export type Db = PrismaClient | Prisma.TransactionClient
export type Tx = Prisma.TransactionClient

/** Runs `work` in one transaction of `client` (Deps.transaction), the same in every service. */
export { transactionOf } from '@cosign/service-kit'

// The model's row types are Prisma's rows: a schema change that breaks one fails the compiler here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const ROWS_MATCH_THE_SCHEMA: [
  Same<Contract, ContractRow>,
  Same<ContractSignature, SignatureRecord>,
  Same<ContractEvent, HistoryRecord>,
  Same<AcceptedMatchRequest, AcceptedRequestRow>,
] = [true, true, true, true]
