import { CONTRACT_LIST_MAX_LIMIT, type ContractListResponse, type ListContractsQuery } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import type { Prisma } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import { toSummaryDto } from './contract-dto.js'
import type { Viewer } from './deps.js'

export const INVALID_CURSOR = 'Invalid cursor'

/** Cursor: base64url of "<created_at ISO>|<id>" of the last row of the page. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url')
}
export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (extra !== undefined || !at || !id || !/^[0-9a-f-]{36}$/.test(id)) return null
  const createdAt = new Date(at)
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id }
}

/**
 * GET /contracts: renters see theirs as renter, cosigners as cosigner, admins all; newest first with a keyset
 * cursor on (created_at desc, id desc), which the (party, created_at desc, id) indexes serve directly.
 */
export async function listContracts(db: Db, viewer: Viewer, query: ListContractsQuery): Promise<ContractListResponse> {
  const limit = Math.min(query.limit ?? 20, CONTRACT_LIST_MAX_LIMIT)
  const me = viewer.id.toLowerCase()
  const where: Prisma.ContractWhereInput = {}
  if (viewer.role === 'RENTER') where.renterId = me
  else if (viewer.role === 'COSIGNER') where.cosignerId = me
  if (query.status) where.status = query.status
  const after = query.cursor ? decodeCursor(query.cursor) : null
  if (query.cursor && !after) throw badRequest(INVALID_CURSOR)
  const page: Prisma.ContractWhereInput = after
    ? {
        AND: [
          where,
          { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] },
        ],
      }
    : where
  const [rows, total] = await Promise.all([
    db.contract.findMany({
      where: page,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
      select: {
        id: true,
        status: true,
        renterId: true,
        cosignerId: true,
        renterName: true,
        cosignerName: true,
        feeOption: true,
        feeCents: true,
        leaseStartDate: true,
        leaseEndDate: true,
        createdAt: true,
        step1Status: true,
        step1AmountCents: true,
        step1At: true,
        step1PaidByCredit: true,
        step2Status: true,
        step2AmountCents: true,
        step2At: true,
        step2PaidByCredit: true,
      },
    }),
    db.contract.count({ where }),
  ])
  const more = rows.length > limit
  const items = rows.slice(0, limit)
  const last = items.at(-1)
  return {
    items: items.map(toSummaryDto),
    total,
    nextCursor: more && last ? encodeCursor(last.createdAt, last.id) : null,
  }
}
