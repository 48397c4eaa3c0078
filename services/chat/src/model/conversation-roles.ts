import type { ChatPartyRole } from '@cosign/api'
import type { Conversation } from '../generated/prisma/client.js'
import { conversationNotFound } from './errors.js'

/** The viewer's side of a conversation, or null when they are not one of its two people. */
export function roleIn(c: Pick<Conversation, 'renterId' | 'cosignerId'>, viewerId: string): ChatPartyRole | null {
  const id = viewerId.toLowerCase()
  if (c.renterId === id) return 'renter'
  if (c.cosignerId === id) return 'cosigner'
  return null
}

/**
 * The conversation and the viewer's side of it when they are one of its two people; anyone else (and an unknown
 * id: `conversation` null) gets the same 404, so ids do not leak. (Admins are refused before, by the routes.)
 */
export function asParty<C extends Pick<Conversation, 'renterId' | 'cosignerId'>>(
  conversation: C | null,
  viewerId: string,
): { conversation: C; role: ChatPartyRole } {
  const role = conversation ? roleIn(conversation, viewerId) : null
  if (!conversation || !role) throw conversationNotFound()
  return { conversation, role }
}

/** The other person of a conversation. */
export function otherPartyOf(c: Pick<Conversation, 'renterId' | 'cosignerId'>, role: ChatPartyRole): string {
  return role === 'renter' ? c.cosignerId : c.renterId
}
