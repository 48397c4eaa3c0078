// Pure rules of a chat thread on screen (unit-tested): server order, no duplicates, where the read receipt goes.
import type { ChatMessageDto } from '@cosign/contracts'

/** Held messages plus new ones: each once (by id), in the order the server stored them (seq). */
export function mergeMessages(held: readonly ChatMessageDto[], incoming: readonly ChatMessageDto[]): ChatMessageDto[] {
  if (incoming.length === 0) return held as ChatMessageDto[]
  const byId = new Map(held.map((m) => [m.id, m]))
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((x, y) => x.seq - y.seq)
}

/** The seq of the newest message held (0 when none): the `after` cursor after a reconnect. */
export function lastSeq(messages: readonly ChatMessageDto[]): number {
  return messages.length ? messages[messages.length - 1].seq : 0
}

/** A pushed message that is not the next one means pushes were missed: fetch `after` the last held. */
export function leavesGap(messages: readonly ChatMessageDto[], pushed: ChatMessageDto): boolean {
  return messages.length > 0 && pushed.seq > lastSeq(messages) + 1
}

/** The last of my messages the other person has read (where "Read" shows), or null. */
export function readReceiptFor(messages: readonly ChatMessageDto[], myId: string, otherReadSeq: number): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]
    if (m.senderId === myId && m.seq <= otherReadSeq) return m.id
  }
  return null
}

/** The newest message to me after my read position (to mark read), or null. */
export function unreadToMark(messages: readonly ChatMessageDto[], myId: string, myReadSeq: number): ChatMessageDto | null {
  const newest = messages[messages.length - 1]
  if (!newest || newest.seq <= myReadSeq) return null
  return messages.some((m) => m.receiverId === myId && m.seq > myReadSeq) ? newest : null
}
