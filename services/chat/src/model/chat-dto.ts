import type { ChatMessageDto, ChatPartyRole, ConversationDto } from '@cosign/api'
import type { ChatMessage, ChatUser, Conversation } from '../generated/prisma/client.js'
import { otherPartyOf } from './conversation-roles.js'

export function toMessageDto(m: ChatMessage): ChatMessageDto {
  return {
    id: m.id,
    conversationId: m.conversationId,
    seq: m.seq,
    senderId: m.senderId,
    receiverId: m.receiverId,
    contractId: m.contractId,
    message: m.message,
    createdAt: new Date(m.createdAt).toISOString(),
  }
}

/** A user's display name: the name they registered with, else their role. */
export function displayNameOf(user: Pick<ChatUser, 'firstName' | 'lastName'> | null | undefined, role: ChatPartyRole): string {
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim()
  return name || (role === 'renter' ? 'Renter' : 'Cosigner')
}

export interface ConversationExtras {
  otherUser: ChatUser | null | undefined
  lastMessage: ChatMessage | null | undefined
  unreadCount: number
  contractIds: string[]
}

export function toConversationDto(c: Conversation, myRole: ChatPartyRole, extras: ConversationExtras): ConversationDto {
  const otherRole: ChatPartyRole = myRole === 'renter' ? 'cosigner' : 'renter'
  return {
    id: c.id,
    myRole,
    otherParty: { id: otherPartyOf(c, myRole), name: displayNameOf(extras.otherUser, otherRole), role: otherRole },
    lastMessage: extras.lastMessage ? toMessageDto(extras.lastMessage) : null,
    unreadCount: extras.unreadCount,
    otherReadSeq: myRole === 'renter' ? c.cosignerReadSeq : c.renterReadSeq,
    myReadSeq: myRole === 'renter' ? c.renterReadSeq : c.cosignerReadSeq,
    contractIds: extras.contractIds,
    lastActivityAt: new Date(c.lastMessageAt ?? c.createdAt).toISOString(),
  }
}
