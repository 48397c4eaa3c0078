import type { AdminAction } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export const adminActionRepository = {
  create: (
    db: Db,
    data: {
      actionType: 'refund' | 'adjustment'
      targetId: string
      notes: string
      adminId: string
      /** When the admin acted (defaults to now). */
      createdAt?: Date
    },
  ): Promise<AdminAction> => db.adminAction.create({ data }),
  listForTarget: (db: Db, targetId: string): Promise<AdminAction[]> =>
    db.adminAction.findMany({ where: { targetId }, orderBy: { createdAt: 'asc' } }),
}
