import type { Db } from './db.js'

/** What replaces the text of a deleted person's messages (the other person sees the message was there). */
export const DELETED_MESSAGE_TEXT = 'Message deleted'

/**
 * A deleted person's data in chat (issue 30): their notifications and activity timeline go; the text of what they
 * wrote (messages, support messages, problem reports) is erased; their name becomes the pseudonym.
 */
export const privacyRepository = {
  eraseUser: async (db: Db, userId: string, pseudonym: string) => {
    await db.notification.deleteMany({ where: { userId } })
    await db.activityEvent.deleteMany({ where: { clientId: userId } })
    await db.chatMessage.updateMany({ where: { senderId: userId }, data: { message: DELETED_MESSAGE_TEXT } })
    await db.supportMessage.updateMany({ where: { senderId: userId }, data: { message: DELETED_MESSAGE_TEXT } })
    await db.supportConversation.updateMany({ where: { userId }, data: { visitorEmail: null } })
    await db.dispute.updateMany({ where: { reporterId: userId }, data: { reporterName: pseudonym, description: DELETED_MESSAGE_TEXT } })
    await db.chatUser.updateMany({ where: { userId }, data: { firstName: pseudonym, lastName: '' } })
  },
  exportOf: async (db: Db, userId: string) => {
    const [notifications, messages, disputes, supportMessages] = await Promise.all([
      db.notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
      // The person's own messages; the other person's are theirs.
      db.chatMessage.findMany({
        where: { senderId: userId },
        orderBy: { createdAt: 'asc' },
        select: { id: true, conversationId: true, contractId: true, message: true, createdAt: true },
      }),
      db.dispute.findMany({ where: { reporterId: userId } }),
      db.supportMessage.findMany({ where: { senderId: userId }, select: { id: true, conversationId: true, message: true, createdAt: true } }),
    ])
    return {
      'notifications.json': notifications,
      'messages-sent.json': messages,
      'problem-reports.json': disputes,
      'support-messages.json': supportMessages,
    }
  },
}
