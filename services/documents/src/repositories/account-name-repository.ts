import type { Db } from './db.js'

export interface AccountNameRow {
  userId: string
  firstName: string
  lastName: string
}

/** People's names as auth announced them (account_names). */
export const accountNameRepository = {
  /** Keeps the newest name: an older event arriving late (a redelivery) changes nothing. */
  record: (db: Db, row: AccountNameRow, at: Date): Promise<number> =>
    db.$executeRaw`
      INSERT INTO account_names (user_id, first_name, last_name, updated_at)
      VALUES (${row.userId}::uuid, ${row.firstName}, ${row.lastName}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
        updated_at = EXCLUDED.updated_at
      WHERE account_names.updated_at < EXCLUDED.updated_at`,
  /** "First Last" of each known user among `userIds`. */
  namesOf: async (db: Db, userIds: string[]): Promise<Map<string, string>> => {
    if (userIds.length === 0) return new Map()
    const rows = await db.accountName.findMany({ where: { userId: { in: userIds } } })
    return new Map(rows.map((r) => [r.userId, `${r.firstName} ${r.lastName}`.trim()]))
  },
}
