import type { ChatPartyRole } from '@cosign/api'
import type { Conversation } from '../generated/prisma/client.js'

/** The viewer's side of a conversation, or null when they are not one of its two people. */
export function roleIn(c: Pick<Conversation, 'renterId' | 'cosignerId'>, viewerId: string): ChatPartyRole | null {
  const id = viewerId.toLowerCase()
  if (c.renterId === id) return 'renter'
  if (c.cosignerId === id) return 'cosigner'
  return null
}

/** The other person of a conversation. */
export function otherPartyOf(c: Pick<Conversation, 'renterId' | 'cosignerId'>, role: ChatPartyRole): string {
  return role === 'renter' ? c.cosignerId : c.renterId
}
