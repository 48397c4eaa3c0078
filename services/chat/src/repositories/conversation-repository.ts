import { randomUUID } from 'node:crypto'
import type { ChatPartyRole, ConversationOpening } from '@cosign/api'
import type { Conversation } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export type ConversationParties = Pick<Conversation, 'id' | 'renterId' | 'cosignerId'>
const PARTIES_CACHED = 100_000
const parties = new Map<string, ConversationParties>()

/** Most conversations one list answers (newest first). */
const LIST_LIMIT = 200

const readSeqColumn = (role: ChatPartyRole): 'renterReadSeq' | 'cosignerReadSeq' =>
  role === 'renter' ? 'renterReadSeq' : 'cosignerReadSeq'

export const conversationRepository = {
  /** Opens the pair's conversation unless it exists (the first opening is kept): idempotent. */
  async open(db: Db, renterId: string, cosignerId: string, via: ConversationOpening): Promise<void> {
    await db.$executeRaw`INSERT INTO conversations (id, renter_id, cosigner_id, opened_via)
      VALUES (${randomUUID()}::uuid, ${renterId}::uuid, ${cosignerId}::uuid, ${via})
      ON CONFLICT (renter_id, cosigner_id) DO NOTHING`
  },
  findById: (db: Db, id: string) => db.conversation.findUnique({ where: { id } }),
  /**
   * The two people of a conversation, from memory after the first read: they never change (a conversation is
   * never deleted nor given to someone else), so a cached answer is never stale. Spares every sent message a
   * query. Bounded: forgotten wholesale once it holds PARTIES_CACHED conversations.
   */
  async partiesOf(db: Db, id: string): Promise<ConversationParties | null> {
    const cached = parties.get(id)
    if (cached) return cached
    const row = await db.conversation.findUnique({ where: { id }, select: { id: true, renterId: true, cosignerId: true } })
    if (!row) return null
    if (parties.size >= PARTIES_CACHED) parties.clear()
    parties.set(id, row)
    return row
  },
  findByPair: (db: Db, renterId: string, cosignerId: string) =>
    db.conversation.findUnique({ where: { renterId_cosignerId: { renterId, cosignerId } } }),
  listFor: (db: Db, userId: string): Promise<Conversation[]> =>
    db.$queryRaw<Conversation[]>`SELECT id, renter_id AS "renterId", cosigner_id AS "cosignerId", opened_via AS "openedVia",
        last_seq AS "lastSeq", last_message_at AS "lastMessageAt", renter_read_seq AS "renterReadSeq",
        cosigner_read_seq AS "cosignerReadSeq", created_at AS "createdAt"
      FROM conversations WHERE renter_id = ${userId}::uuid OR cosigner_id = ${userId}::uuid
      ORDER BY COALESCE(last_message_at, created_at) DESC, id
      LIMIT ${LIST_LIMIT}`,
  /** Moves the reader's position forward to `seq` (never back); true when it moved. */
  async advanceRead(db: Db, id: string, reader: ChatPartyRole, seq: number): Promise<boolean> {
    const column = readSeqColumn(reader)
    const { count } = await db.conversation.updateMany({
      where: { id, [column]: { lt: seq } },
      data: { [column]: seq },
    })
    return count > 0
  },
}
