import type { Db } from './db.js'

/**
 * Whether a person let a viewer see their exact figures (issue 27): they sent the viewer a match request
 * (not withdrawn), or approved the viewer's credit-report request.
 */
export const financeAccessRepository = {
  grantedTo: async (db: Db, ownerId: string, viewerId: string): Promise<boolean> => {
    const [requests, creditGrants] = await Promise.all([
      db.matchRequest.count({
        where: { renterId: ownerId, cosignerId: viewerId, status: { not: 'withdrawn' } },
      }),
      db.creditReportRequest.count({
        where: { targetUserId: ownerId, requesterId: viewerId, status: 'approved' },
      }),
    ])
    return requests + creditGrants > 0
  },
}
