import type { SupportQueueTab } from '@cosign/api'
import type { ChatUser, Prisma, SupportConversation, SupportMessage } from '../generated/prisma/client.js'
import type { Db, Tx } from './db.js'

/** A conversation with its newest message (the queue's preview). */
export type SupportConversationWithLast = SupportConversation & { messages: SupportMessage[] }

const withLast = { messages: { orderBy: { seq: 'desc' }, take: 1 } } as const satisfies Prisma.SupportConversationInclude

/** Support conversations and their messages (issue 27). */
export const supportRepository = {
  findById: (db: Db, id: string): Promise<SupportConversationWithLast | null> =>
    db.supportConversation.findUnique({ where: { id }, include: withLast }),
  /** The user's open conversation, else their latest one. */
  findLatestForUser: (db: Db, userId: string): Promise<SupportConversation | null> =>
    db.supportConversation.findFirst({ where: { userId }, orderBy: [{ status: 'desc' }, { createdAt: 'desc' }] }),
  findOpenForUser: (db: Db, userId: string): Promise<SupportConversation | null> =>
    db.supportConversation.findFirst({ where: { userId, status: 'open' } }),
  create: (
    tx: Tx,
    data: { id: string; userId: string | null; visitorEmail: string | null; channel: 'chat' | 'email'; createdAt: Date },
  ): Promise<SupportConversation> => tx.supportConversation.create({ data: { ...data, lastMessageAt: data.createdAt } }),
  /**
   * Stores a message as an open conversation's next one: the conversation row is locked by the update that takes
   * the seq, so concurrent messages get consecutive seqs. null when the conversation is not open (closed meanwhile).
   */
  async append(
    tx: Tx,
    conversationId: string,
    m: { id: string; senderId: string | null; fromSupport: boolean; message: string; createdAt: Date },
  ): Promise<SupportMessage | null> {
    const rows = await tx.$queryRaw<{ last_seq: number }[]>`UPDATE support_conversations
      SET last_seq = last_seq + 1, last_message_at = ${m.createdAt}
      WHERE id = ${conversationId}::uuid AND status = 'open' RETURNING last_seq`
    if (!rows.length) return null
    return tx.supportMessage.create({ data: { ...m, conversationId, seq: rows[0].last_seq } })
  },
  findMessage: (db: Db, id: string): Promise<(SupportMessage & { conversation: SupportConversation }) | null> =>
    db.supportMessage.findUnique({ where: { id }, include: { conversation: true } }),
  /** The newest `limit` messages, oldest first. */
  async messages(db: Db, conversationId: string, limit: number): Promise<SupportMessage[]> {
    const newest = await db.supportMessage.findMany({ where: { conversationId }, orderBy: { seq: 'desc' }, take: limit })
    return newest.reverse()
  },
  assign: (db: Db, id: string, adminId: string): Promise<SupportConversationWithLast> =>
    db.supportConversation.update({ where: { id }, data: { assignedTo: adminId }, include: withLast }),
  /** Takes an unassigned conversation for the admin (a reply); someone's assignment is kept. */
  assignIfNobody: async (tx: Tx, id: string, adminId: string): Promise<void> => {
    await tx.supportConversation.updateMany({ where: { id, assignedTo: null }, data: { assignedTo: adminId } })
  },
  /** Closes an open conversation; false when it was not open. */
  close: async (db: Db, id: string, at: Date): Promise<boolean> =>
    (await db.supportConversation.updateMany({ where: { id, status: 'open' }, data: { status: 'closed', closedAt: at } })).count === 1,
  queue: (db: Db, tab: SupportQueueTab, adminId: string, limit: number): Promise<SupportConversationWithLast[]> =>
    db.supportConversation.findMany({
      where: tab === 'unassigned' ? { status: 'open', assignedTo: null } : tab === 'mine' ? { assignedTo: adminId } : {},
      // 'open' sorts after 'closed': open ones first, then the most recently active.
      orderBy: [{ status: 'desc' }, { lastMessageAt: 'desc' }, { id: 'desc' }],
      take: limit,
      include: withLast,
    }),
  async counts(db: Db, adminId: string): Promise<{ unassigned: number; mine: number; open: number }> {
    const [unassigned, mine, open] = await Promise.all([
      db.supportConversation.count({ where: { status: 'open', assignedTo: null } }),
      db.supportConversation.count({ where: { status: 'open', assignedTo: adminId } }),
      db.supportConversation.count({ where: { status: 'open' } }),
    ])
    return { unassigned, mine, open }
  },
  users: (db: Db, ids: readonly string[]): Promise<ChatUser[]> =>
    ids.length ? db.chatUser.findMany({ where: { userId: { in: [...new Set(ids)] } } }) : Promise.resolve([]),
}
