import type { Db } from './db.js'

/** The notification email switches of users (see schema.prisma `NotificationPreference`); no row: on. */
export const notificationPreferenceRepository = {
  /** The kinds the user switched, with their setting. */
  listByUser: (db: Db, userId: string): Promise<Array<{ kind: string; emailEnabled: boolean }>> =>
    db.notificationPreference.findMany({ where: { userId }, select: { kind: true, emailEnabled: true } }),

  /** Whether the user receives this kind of email (on unless switched off). */
  isEmailEnabled: async (db: Db, userId: string, kind: string): Promise<boolean> =>
    (await db.notificationPreference.findUnique({ where: { userId_kind: { userId, kind } }, select: { emailEnabled: true } }))
      ?.emailEnabled ?? true,

  /** One statement (not Prisma's read-then-write upsert), so two switches of the same kind at once cannot collide. */
  setEmailEnabled: (db: Db, userId: string, kind: string, emailEnabled: boolean): Promise<number> =>
    db.$executeRaw`
      INSERT INTO notification_preferences (user_id, kind, email_enabled, updated_at)
      VALUES (${userId}::uuid, ${kind}, ${emailEnabled}, now())
      ON CONFLICT (user_id, kind) DO UPDATE SET email_enabled = EXCLUDED.email_enabled, updated_at = now()`,
}
