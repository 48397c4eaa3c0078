import type { ChatPartyRole } from '@cosign/api'
import type { ChatMessage } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export interface NewMessage {
  id: string
  conversationId: string
  senderRole: ChatPartyRole
  senderId: string
  receiverId: string
  contractId: string | null
  message: string
  createdAt: Date
}

/** A stored message with its sender's name from the read model (null fields: a sender not known yet). */
export type AppendedMessage = ChatMessage & { senderFirstName: string | null; senderLastName: string | null }

export const messageRepository = {
  /**
   * Stores several messages, each its conversation's next one, in one statement (at most one per conversation:
   * the caller batches). The conversations' rows are locked in id order first, so two instances' batches never
   * deadlock; otherwise as `append` (read positions, the sender's name). Answers in no particular order.
   */
  async appendMany(db: Db, messages: NewMessage[]): Promise<AppendedMessage[]> {
    const column = <K extends keyof NewMessage>(key: K) => messages.map((m) => m[key])
    return db.$queryRaw<AppendedMessage[]>`WITH input AS (
        SELECT * FROM unnest(${column('id')}::uuid[], ${column('conversationId')}::uuid[], ${column('senderRole')}::text[],
          ${column('senderId')}::uuid[], ${column('receiverId')}::uuid[], ${column('contractId')}::uuid[],
          ${column('message')}::text[], ${messages.map((m) => m.createdAt.toISOString())}::timestamptz[])
          AS t(id, conversation_id, sender_role, sender_id, receiver_id, contract_id, message, created_at)),
      locked AS MATERIALIZED (
        SELECT id, last_seq FROM conversations WHERE id IN (SELECT conversation_id FROM input) ORDER BY id FOR UPDATE),
      next AS (
        UPDATE conversations c SET last_seq = l.last_seq + 1, last_message_at = i.created_at,
          renter_read_seq = CASE WHEN i.sender_role = 'renter' THEN l.last_seq + 1 ELSE c.renter_read_seq END,
          cosigner_read_seq = CASE WHEN i.sender_role = 'cosigner' THEN l.last_seq + 1 ELSE c.cosigner_read_seq END
        FROM locked l JOIN input i ON i.conversation_id = l.id
        WHERE c.id = l.id
        RETURNING c.id, c.last_seq)
      INSERT INTO chat_messages (id, conversation_id, seq, sender_id, receiver_id, contract_id, message, created_at)
        SELECT i.id, i.conversation_id, n.last_seq, i.sender_id, i.receiver_id, i.contract_id, i.message, i.created_at
        FROM input i JOIN next n ON n.id = i.conversation_id
      RETURNING id, conversation_id AS "conversationId", seq, sender_id AS "senderId", receiver_id AS "receiverId",
        contract_id AS "contractId", message, created_at AS "createdAt",
        (SELECT first_name FROM chat_users WHERE user_id = chat_messages.sender_id) AS "senderFirstName",
        (SELECT last_name FROM chat_users WHERE user_id = chat_messages.sender_id) AS "senderLastName"`
  },
  /**
   * Stores a message as the conversation's next one, in one statement: the conversation row's update takes the
   * next seq (its row lock, held to the commit, makes a conversation's messages commit in seq order, whichever
   * instance writes them), moves the sender's read position to it (writing means having read the thread), and the
   * insert uses it. One round trip instead of a five-statement transaction; the sender's name (for the push)
   * rides along instead of costing a query of its own.
   */
  async append(db: Db, m: NewMessage): Promise<AppendedMessage> {
    const [row] = await db.$queryRaw<AppendedMessage[]>`WITH next AS (
        UPDATE conversations SET last_seq = last_seq + 1, last_message_at = ${m.createdAt},
          renter_read_seq = CASE WHEN ${m.senderRole} = 'renter' THEN last_seq + 1 ELSE renter_read_seq END,
          cosigner_read_seq = CASE WHEN ${m.senderRole} = 'cosigner' THEN last_seq + 1 ELSE cosigner_read_seq END
        WHERE id = ${m.conversationId}::uuid
        RETURNING last_seq)
      INSERT INTO chat_messages (id, conversation_id, seq, sender_id, receiver_id, contract_id, message, created_at)
        SELECT ${m.id}::uuid, ${m.conversationId}::uuid, next.last_seq, ${m.senderId}::uuid, ${m.receiverId}::uuid,
          ${m.contractId}::uuid, ${m.message}, ${m.createdAt} FROM next
      RETURNING id, conversation_id AS "conversationId", seq, sender_id AS "senderId", receiver_id AS "receiverId",
        contract_id AS "contractId", message, created_at AS "createdAt",
        (SELECT first_name FROM chat_users WHERE user_id = ${m.senderId}::uuid) AS "senderFirstName",
        (SELECT last_name FROM chat_users WHERE user_id = ${m.senderId}::uuid) AS "senderLastName"`
    if (!row) throw new Error(`conversation ${m.conversationId} vanished`)
    return row
  },
  findById: (db: Db, id: string) => db.chatMessage.findUnique({ where: { id } }),
  find: (db: Db, conversationId: string, id: string) =>
    db.chatMessage.findFirst({ where: { id, conversationId } }),
  /** Up to `take` messages after `after`, ascending. */
  after: (db: Db, conversationId: string, after: number, take: number) =>
    db.chatMessage.findMany({ where: { conversationId, seq: { gt: after } }, orderBy: { seq: 'asc' }, take }),
  /** Up to `take` messages before `before` (all when undefined), newest first. */
  before: (db: Db, conversationId: string, before: number | undefined, take: number) =>
    db.chatMessage.findMany({
      where: { conversationId, ...(before === undefined ? {} : { seq: { lt: before } }) },
      orderBy: { seq: 'desc' },
      take,
    }),
  /** The newest message of each conversation. */
  lastOf: (db: Db, conversationIds: string[]): Promise<ChatMessage[]> =>
    conversationIds.length === 0
      ? Promise.resolve([])
      : db.$queryRaw<ChatMessage[]>`SELECT DISTINCT ON (conversation_id) id, conversation_id AS "conversationId", seq,
            sender_id AS "senderId", receiver_id AS "receiverId", contract_id AS "contractId", message, created_at AS "createdAt"
          FROM chat_messages WHERE conversation_id = ANY(${conversationIds}::uuid[])
          ORDER BY conversation_id, seq DESC`,
  /** Messages to the user after their read position, per conversation (conversations with none are absent). */
  unreadCounts: (db: Db, userId: string, conversationIds: string[]) =>
    conversationIds.length === 0
      ? Promise.resolve([] as { conversationId: string; count: number }[])
      : db.$queryRaw<{ conversationId: string; count: number }[]>`SELECT m.conversation_id AS "conversationId", count(*)::int AS count
          FROM chat_messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE m.conversation_id = ANY(${conversationIds}::uuid[]) AND m.receiver_id = ${userId}::uuid
            AND m.seq > CASE WHEN c.renter_id = ${userId}::uuid THEN c.renter_read_seq ELSE c.cosigner_read_seq END
          GROUP BY m.conversation_id`,
  /** Messages to the user after their read position, over all their conversations. */
  async totalUnread(db: Db, userId: string): Promise<number> {
    const [row] = await db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count
      FROM chat_messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.receiver_id = ${userId}::uuid
        AND m.seq > CASE WHEN c.renter_id = ${userId}::uuid THEN c.renter_read_seq ELSE c.cosigner_read_seq END`
    return row?.count ?? 0
  },
  countUnread: (db: Db, conversationId: string, userId: string, readSeq: number) =>
    db.chatMessage.count({ where: { conversationId, receiverId: userId, seq: { gt: readSeq } } }),
}
