import type { Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const usedLinkRepository = {
  /** Marks a one-view link as used; false when it already was (the insert is the atomic check). */
  use: async (db: Db, linkHash: string): Promise<boolean> =>
    (await db.$executeRaw`INSERT INTO used_file_links (link_hash) VALUES (${linkHash}) ON CONFLICT DO NOTHING`) === 1,
}
