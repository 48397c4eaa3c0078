import type { Notification, Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const notificationRepository = {
  /**
   * Stores a notification inside the caller's transaction. A client resumes with "everything after the newest
   * one I hold", so a user's notifications must be ordered as they were committed: the user's inserts are
   * serialised until commit (advisory lock) and each gets a stored time strictly after the user's previous one
   * (the column keeps milliseconds), so none can appear later with a time before one a client already holds.
   */
  create: async (tx: Prisma.TransactionClient, data: Prisma.NotificationUncheckedCreateInput): Promise<Notification> => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`notifications:${data.userId}`}))`
    const [{ at }] = await tx.$queryRaw<{ at: Date }[]>`
      SELECT GREATEST(clock_timestamp(), (SELECT max(created_at) + interval '1 millisecond'
        FROM notifications WHERE user_id = ${data.userId}::uuid)) AS at`
    return tx.notification.create({ data: { ...data, createdAt: at } })
  },
  listNewest: (db: Db, userId: string, limit: number): Promise<Notification[]> =>
    db.notification.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    }),
  findOwn: (db: Db, userId: string, id: string): Promise<Notification | null> =>
    db.notification.findFirst({ where: { id, userId } }),
  /** The newest `limit` of the user's notifications stored after `cursor`, newest first. */
  listNewestAfter: (db: Db, userId: string, cursor: Notification, limit: number): Promise<Notification[]> =>
    db.notification.findMany({
      where: {
        userId,
        OR: [
          { createdAt: { gt: cursor.createdAt } },
          { createdAt: cursor.createdAt, id: { gt: cursor.id } },
        ],
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    }),
  countUnread: (db: Db, userId: string): Promise<number> =>
    db.notification.count({ where: { userId, read: false } }),
  /** Marks one of the user's notifications read; null when the user has no notification with that id. */
  markRead: async (db: Db, userId: string, id: string): Promise<Notification | null> => {
    const { count } = await db.notification.updateMany({ where: { id, userId }, data: { read: true } })
    return count ? db.notification.findUnique({ where: { id } }) : null
  },
  markAllRead: async (db: Db, userId: string): Promise<number> =>
    (await db.notification.updateMany({ where: { userId, read: false }, data: { read: true } })).count,
}
