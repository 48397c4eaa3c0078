import type { LedgerEntryDto, LedgerEntryStatus, LedgerEntryType, LedgerQuery, LedgerResponse } from '@cosign/api'
import type { Prisma } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import type { Viewer } from './deps.js'
import { isoDate } from './terms.js'

/**
 * GET /ledger?contractId=: the caller's entries (renters and cosigners as parties, admins all), due date
 * descending, with totals. Installment entries still owed are `payable` for the renter.
 */
export async function getLedger(db: Db, viewer: Viewer, query: LedgerQuery): Promise<LedgerResponse> {
  const me = viewer.id.toLowerCase()
  const where: Prisma.LedgerEntryWhereInput = {}
  if (viewer.role === 'RENTER') where.renterId = me
  else if (viewer.role === 'COSIGNER') where.cosignerId = me
  if (query.contractId) where.contractId = query.contractId.toLowerCase()
  const rows = await db.ledgerEntry.findMany({
    where,
    orderBy: [{ dueDate: 'desc' }, { installmentNumber: 'desc' }, { id: 'asc' }],
    take: 1000,
  })
  const totals = { paidCents: 0, outstandingCents: 0, overdueCents: 0 }
  const entries: LedgerEntryDto[] = rows.map((e) => {
    if (e.status === 'paid') totals.paidCents += e.amountCents
    else {
      totals.outstandingCents += e.amountCents
      if (e.status === 'overdue') totals.overdueCents += e.amountCents
    }
    return {
      id: e.id,
      contractId: e.contractId,
      renterId: e.renterId,
      cosignerId: e.cosignerId,
      entryType: e.entryType as LedgerEntryType,
      description: e.description,
      amountCents: e.amountCents,
      dueDate: isoDate(e.dueDate),
      paidDate: e.paidDate?.toISOString() ?? null,
      status: e.status as LedgerEntryStatus,
      payable: viewer.role === 'RENTER' && e.renterId === me && e.status !== 'paid' && e.installmentNumber !== null,
    }
  })
  return { entries, totals }
}
