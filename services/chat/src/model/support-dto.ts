import type { AdminSupportMessageDto, Role, SupportMessageDto, SupportQueueItemDto, SupportThreadDto } from '@cosign/api'
import type { ChatUser, SupportConversation, SupportMessage } from '../generated/prisma/client.js'

/** What the preview of a queue item shows of the last message. */
export const SUPPORT_PREVIEW_LENGTH = 140
/** How the support side signs when the answering admin's name is not known here. */
export const SUPPORT_TEAM_NAME = 'Support team'

export function toSupportMessageDto(m: SupportMessage): SupportMessageDto {
  return { id: m.id, seq: m.seq, from: m.fromSupport ? 'support' : 'user', message: m.message, createdAt: m.createdAt.toISOString() }
}

export function toSupportThreadDto(c: SupportConversation, messages: SupportMessage[]): SupportThreadDto {
  return {
    id: c.id,
    status: c.status === 'closed' ? 'closed' : 'open',
    createdAt: c.createdAt.toISOString(),
    closedAt: c.closedAt?.toISOString() ?? null,
    messages: messages.map(toSupportMessageDto),
  }
}

export function nameOf(user: Pick<ChatUser, 'firstName' | 'lastName'> | null | undefined): string {
  return `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim()
}

const ROLES: readonly string[] = ['RENTER', 'COSIGNER', 'ADMIN']

/** A queue row: who asked (a user by name and role, a visitor by email), who took it, and the last message. */
export function toSupportQueueItem(
  c: SupportConversation & { messages: SupportMessage[] },
  users: ReadonlyMap<string, ChatUser>,
): SupportQueueItemDto {
  const requester = c.userId ? users.get(c.userId) : undefined
  const last = c.messages[0]
  return {
    id: c.id,
    channel: c.channel === 'email' ? 'email' : 'chat',
    status: c.status === 'closed' ? 'closed' : 'open',
    requester: {
      name: nameOf(requester),
      role: requester?.role && ROLES.includes(requester.role) ? (requester.role as Role) : null,
      email: c.visitorEmail,
    },
    assignee: c.assignedTo ? { id: c.assignedTo, name: nameOf(users.get(c.assignedTo)) || 'Admin' } : null,
    lastMessage: last ? last.message.slice(0, SUPPORT_PREVIEW_LENGTH) : '',
    lastMessageFrom: last?.fromSupport ? 'support' : 'user',
    lastMessageAt: c.lastMessageAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
    messageCount: c.lastSeq,
  }
}

/** An admin's view of a message: support messages signed by their admin's name (else the team's). */
export function toAdminSupportMessageDto(
  m: SupportMessage,
  users: ReadonlyMap<string, ChatUser>,
  requesterName: string,
): AdminSupportMessageDto {
  const senderName = m.fromSupport
    ? nameOf(m.senderId ? users.get(m.senderId) : null) || SUPPORT_TEAM_NAME
    : requesterName
  return { ...toSupportMessageDto(m), senderName }
}

/** The notification text of a support reply: the start of the answer. */
export function supportReplyPreview(message: string): string {
  return message.length > SUPPORT_PREVIEW_LENGTH ? `${message.slice(0, SUPPORT_PREVIEW_LENGTH - 1)}…` : message
}
