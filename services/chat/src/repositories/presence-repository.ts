import type { Db, Tx } from './db.js'

/** A conversation of a user's with messages to them not yet read (the unread digest's lines). */
export interface UnreadLine {
  userId: string
  conversationId: string
  /** The other party: the sender of those messages. */
  otherId: string
  /** Whether the user is the conversation's renter (the other party is then the cosigner). */
  userIsRenter: boolean
  unreadCount: number
}

/** Unread messages older than this never start a digest (they would have started one already). */
const DIGEST_LOOKBACK = '2 days'

// When users were last connected, and what the unread-chat digest (issue 29) already covered.
export const presenceRepository = {
  /** The users with an open socket on this instance are connected now. */
  async touch(db: Db, userIds: readonly string[], at: Date): Promise<void> {
    if (userIds.length === 0) return
    await db.$executeRaw`INSERT INTO chat_presence (user_id, last_seen_at)
      SELECT unnest(${userIds}::uuid[]), ${at}
      ON CONFLICT (user_id) DO UPDATE SET last_seen_at = GREATEST(chat_presence.last_seen_at, EXCLUDED.last_seen_at)`
  },

  /**
   * The digest job's lock for this transaction (one schema, one job at a time across instances); false when another
   * instance holds it (that run does the work).
   */
  async tryJobLock(tx: Tx): Promise<boolean> {
    const [row] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext(current_schema() || ':chat-unread-digest')) AS locked`
    return row?.locked === true
  },

  /**
   * Users owed a digest: a message to them, unread, written at or before `awaySince` and after what their last
   * digest covered; not connected since `awaySince`; no digest since `lastDigestBefore`. At most `limit`.
   */
  async dueForDigest(tx: Tx, awaySince: Date, lastDigestBefore: Date, limit: number): Promise<string[]> {
    const rows = await tx.$queryRaw<{ userId: string }[]>`SELECT DISTINCT m.receiver_id AS "userId"
      FROM chat_messages m
      JOIN conversations c ON c.id = m.conversation_id
      LEFT JOIN chat_presence p ON p.user_id = m.receiver_id
      WHERE m.created_at <= ${awaySince} AND m.created_at > ${awaySince}::timestamptz - ${DIGEST_LOOKBACK}::interval
        AND m.created_at > COALESCE(p.digested_until, '-infinity'::timestamptz)
        AND m.seq > CASE WHEN m.receiver_id = c.renter_id THEN c.renter_read_seq ELSE c.cosigner_read_seq END
        AND (p.last_seen_at IS NULL OR p.last_seen_at <= ${awaySince})
        AND (p.last_digest_at IS NULL OR p.last_digest_at <= ${lastDigestBefore})
      LIMIT ${limit}`
    return rows.map((r) => r.userId)
  },

  /** Every conversation of these users with messages to them not yet read, with how many. */
  unreadLines: (tx: Tx, userIds: readonly string[]) =>
    tx.$queryRaw<UnreadLine[]>`SELECT m.receiver_id AS "userId", m.conversation_id AS "conversationId",
        m.sender_id AS "otherId", (m.receiver_id = c.renter_id) AS "userIsRenter", count(*)::int AS "unreadCount"
      FROM chat_messages m
      JOIN conversations c ON c.id = m.conversation_id
      WHERE m.receiver_id = ANY(${userIds}::uuid[])
        AND m.seq > CASE WHEN m.receiver_id = c.renter_id THEN c.renter_read_seq ELSE c.cosigner_read_seq END
      GROUP BY m.receiver_id, m.conversation_id, m.sender_id, c.renter_id
      ORDER BY max(m.created_at) DESC`,

  /** The digest of these users went out: it covers messages up to `until`. */
  async markDigested(tx: Tx, userIds: readonly string[], until: Date, at: Date): Promise<void> {
    await tx.$executeRaw`INSERT INTO chat_presence (user_id, digested_until, last_digest_at)
      SELECT unnest(${userIds}::uuid[]), ${until}, ${at}
      ON CONFLICT (user_id) DO UPDATE SET digested_until = EXCLUDED.digested_until, last_digest_at = EXCLUDED.last_digest_at`
  },
}
