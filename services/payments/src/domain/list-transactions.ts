import { type PaymentStatus, type TransactionListResponse } from '@cosign/api'
import { Prisma, type Payment } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import { toTransactionDto } from './to-dto.js'

export interface TransactionFilter {
  search?: string
  status?: PaymentStatus
  /** Payer, renter or cosigner: one client's transactions. */
  userId?: string
}

/** LIKE pattern for a user's text: %, _ and \ are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Case-insensitive search over the display names stored at checkout, the payment id and PayPal's order
 * and capture ids; optional status.
 */
export function transactionsWhere(filter: TransactionFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = []
  if (filter.status) parts.push(Prisma.sql`status = ${filter.status}::payment_status`)
  if (filter.userId)
    parts.push(
      Prisma.sql`(user_id = ${filter.userId}::uuid OR renter_id = ${filter.userId}::uuid OR cosigner_id = ${filter.userId}::uuid)`,
    )
  const search = filter.search?.trim()
  if (search) {
    const p = containsPattern(search)
    parts.push(Prisma.sql`(renter_name ILIKE ${p} OR cosigner_name ILIKE ${p} OR id::text ILIKE ${p}
      OR provider_order_id ILIKE ${p} OR provider_capture_id ILIKE ${p})`)
  }
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, ' AND ')}` : Prisma.empty
}

export async function listTransactions(
  db: Db,
  filter: TransactionFilter,
  page: number,
  pageSize: number,
): Promise<TransactionListResponse> {
  const condition = transactionsWhere(filter)
  const [ids, [{ count }]] = await Promise.all([
    db.$queryRaw<
      { id: string }[]
    >`SELECT id FROM payments ${condition} ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    db.$queryRaw<{ count: bigint }[]>`SELECT COUNT(*) AS count FROM payments ${condition}`,
  ])
  const rows = await db.payment.findMany({ where: { id: { in: ids.map((r) => r.id) } } })
  const byId = new Map(rows.map((r) => [r.id, r]))
  return {
    items: ids
      .map((r) => byId.get(r.id))
      .filter((p): p is Payment => !!p)
      .map(toTransactionDto),
    total: Number(count),
    page,
    pageSize,
  }
}
