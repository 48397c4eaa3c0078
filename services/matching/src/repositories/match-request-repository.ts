import type { MatchRequest, MatchRequestStatus, Prisma } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export const matchRequestRepository = {
  create: (db: Db, data: Prisma.MatchRequestUncheckedCreateInput): Promise<MatchRequest> =>
    db.matchRequest.create({ data }),
  findById: (db: Db, id: string): Promise<MatchRequest | null> =>
    db.matchRequest.findUnique({ where: { id } }),
  lockById: async (db: Db, id: string): Promise<void> => {
    await db.$queryRaw`SELECT id FROM match_requests WHERE id = ${id}::uuid FOR UPDATE`
  },
  /** Moves a pending request; 0 when it was no longer pending (someone else acted first). */
  transition: async (db: Db, id: string, to: MatchRequestStatus, at: Date): Promise<number> =>
    (
      await db.matchRequest.updateMany({
        where: { id, status: 'pending' },
        data: { status: to, respondedAt: at },
      })
    ).count,
  /**
   * The renter's open request to a cosigner profile: pending, else accepted (a contract follows an
   * acceptance), else null. One indexed read ([renterId, createdAt]).
   */
  findOpenStatus: async (
    db: Db,
    renterId: string,
    cosignerProfileId: string,
  ): Promise<'pending' | 'accepted' | null> => {
    const rows = await db.matchRequest.findMany({
      where: {
        renterId,
        cosignerProfileId,
        OR: [{ status: 'pending' }, { status: 'accepted', contractClosedAt: null }],
      },
      select: { status: true },
    })
    if (rows.some((r) => r.status === 'pending')) return 'pending'
    return rows.length ? 'accepted' : null
  },
  /** findOpenStatus for many cosigner profiles at once (one read): profile id -> 'pending' | 'accepted'. */
  findOpenStatuses: async (
    db: Db,
    renterId: string,
    cosignerProfileIds: string[],
  ): Promise<Map<string, 'pending' | 'accepted'>> => {
    const rows = await db.matchRequest.findMany({
      where: {
        renterId,
        cosignerProfileId: { in: cosignerProfileIds },
        OR: [{ status: 'pending' }, { status: 'accepted', contractClosedAt: null }],
      },
      select: { cosignerProfileId: true, status: true },
    })
    const open = new Map<string, 'pending' | 'accepted'>()
    for (const r of rows)
      if (r.status === 'pending' || !open.has(r.cosignerProfileId))
        open.set(r.cosignerProfileId, r.status as 'pending' | 'accepted')
    return open
  },
  /** The pair's accepted requests whose contract ended (cancelled or completed); how many were closed. */
  closeContract: async (db: Db, renterId: string, cosignerId: string, at: Date): Promise<number> =>
    (
      await db.matchRequest.updateMany({
        where: { renterId, cosignerId, status: 'accepted', contractClosedAt: null },
        data: { contractClosedAt: at },
      })
    ).count,
  /** The requests sent to (`cosignerId`) or by (`renterId`) a user, optionally of one status, newest first. */
  listFor: (
    db: Db,
    party: 'cosignerId' | 'renterId',
    userId: string,
    status: MatchRequestStatus | undefined,
    take: number,
  ): Promise<MatchRequest[]> =>
    db.matchRequest.findMany({
      where: { [party]: userId, status },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
    }),
}
