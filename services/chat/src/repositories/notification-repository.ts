import type { Notification, Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const notificationRepository = {
  create: (db: Db, data: Prisma.NotificationUncheckedCreateInput): Promise<Notification> =>
    db.notification.create({ data }),
  listNewest: (db: Db, userId: string, limit: number): Promise<Notification[]> =>
    db.notification.findMany({
      where: { userId },
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
