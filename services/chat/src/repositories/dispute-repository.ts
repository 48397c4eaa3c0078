import type { Dispute, DisputeHistory, Prisma } from '../generated/prisma/client.js'
import { isUuid } from '@cosign/api'
import type { Db, Tx } from './db.js'

export interface DisputeFilter {
  status?: string
  priority?: string
  /** null: disputes nobody is assigned to. */
  assignedTo?: string | null
  search?: string
}

/** Statuses of a report still being handled: one of them per reporter and subject (disputes_one_unresolved). */
const UNRESOLVED_STATUSES = ['open', 'in_progress'] as const

/** Most disputes a reporter's list shows (newest first). */
const MINE_LIMIT = 200
/**
 * A search counts its matches up to this many and says "more" beyond: counting every match of a common word
 * would read a large part of the table on each keystroke, and nobody pages past 50 pages of search results.
 */
export const SEARCH_COUNT_LIMIT = 1000

function whereOf(f: DisputeFilter): Prisma.DisputeWhereInput {
  const where: Prisma.DisputeWhereInput = {}
  if (f.status) where.status = f.status
  if (f.priority) where.priority = f.priority
  if (f.assignedTo !== undefined) where.assignedTo = f.assignedTo
  const search = f.search?.trim()
  if (search) {
    const text = { contains: search, mode: 'insensitive' as const }
    where.OR = [{ title: text }, { description: text }, { reporterName: text }]
    // A pasted dispute, payment or contract id finds its dispute.
    if (isUuid(search)) where.OR.push({ id: search.toLowerCase() }, { subjectId: search.toLowerCase() })
  }
  return where
}

export const disputeRepository = {
  create: (db: Db, data: Prisma.DisputeUncheckedCreateInput): Promise<Dispute> => db.dispute.create({ data }),
  /** Whether the reporter already has a report on this subject that is neither resolved nor closed. */
  hasUnresolved: async (db: Db, reporterId: string, subjectType: string, subjectId: string): Promise<boolean> =>
    (await db.dispute.count({
      where: { reporterId, subjectType, subjectId, status: { in: [...UNRESOLVED_STATUSES] } },
    })) > 0,
  find: (db: Db, id: string) => db.dispute.findUnique({ where: { id } }),
  findOfReporter: (db: Db, id: string, reporterId: string) => db.dispute.findFirst({ where: { id, reporterId } }),
  /** Locks the dispute's row until the transaction ends, so concurrent updates apply one after the other. */
  async lock(tx: Tx, id: string): Promise<Dispute | null> {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM disputes WHERE id = ${id}::uuid FOR UPDATE`
    return rows.length ? tx.dispute.findUnique({ where: { id } }) : null
  },
  update: (db: Db, id: string, data: Prisma.DisputeUncheckedUpdateInput) => db.dispute.update({ where: { id }, data }),
  listOfReporter: (db: Db, reporterId: string) =>
    db.dispute.findMany({ where: { reporterId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: MINE_LIMIT }),
  /**
   * A page of the admin list and its total. Without a search the total is a sum of dispute_counts rows (exact);
   * with one it is counted up to SEARCH_COUNT_LIMIT + 1, and `totalIsLowerBound` says the count stopped there.
   */
  async page(
    db: Db,
    filter: DisputeFilter,
    page: number,
    pageSize: number,
  ): Promise<{ items: Dispute[]; total: number; totalIsLowerBound: boolean }> {
    const where = whereOf(filter)
    const searching = !!filter.search?.trim()
    const [items, total] = await Promise.all([
      db.dispute.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * pageSize, take: pageSize }),
      searching
        ? db.dispute.count({ where, take: SEARCH_COUNT_LIMIT + 1 })
        : db.disputeCount
            .aggregate({
              _sum: { total: true },
              where: {
                status: filter.status,
                priority: filter.priority,
                assignee: filter.assignedTo === undefined ? undefined : (filter.assignedTo ?? ''),
              },
            })
            .then((r) => r._sum.total ?? 0),
    ])
    const totalIsLowerBound = searching && total > SEARCH_COUNT_LIMIT
    return { items, total: totalIsLowerBound ? SEARCH_COUNT_LIMIT : total, totalIsLowerBound }
  },
  /**
   * Up to `limit` matching disputes after `last` in the list's order (newest first by created_at, then id):
   * keyset, so each batch of an export costs the same however deep it is.
   */
  pageAfter(db: Db, filter: DisputeFilter, last: { createdAt: Date; id: string } | null, limit: number): Promise<Dispute[]> {
    const where = whereOf(filter)
    const after: Prisma.DisputeWhereInput | undefined = last
      ? { OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: last.id } }] }
      : undefined
    return db.dispute.findMany({
      where: after ? { AND: [where, after] } : where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    })
  },
  /** Disputes per status, from dispute_counts (a few rows, kept by a trigger). */
  countsByStatus: async (db: Db): Promise<Map<string, number>> => {
    const rows = await db.disputeCount.groupBy({ by: ['status'], _sum: { total: true } })
    return new Map(rows.map((r) => [r.status, r._sum.total ?? 0]))
  },

  addHistory: (db: Db, rows: Prisma.DisputeHistoryUncheckedCreateInput[]) => db.disputeHistory.createMany({ data: rows }),
  history: (db: Db, disputeId: string): Promise<DisputeHistory[]> =>
    db.disputeHistory.findMany({ where: { disputeId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
}
