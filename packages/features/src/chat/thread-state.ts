// Pure rules of a chat thread on screen (unit-tested): server order, no duplicates, where the read receipt goes.
import type { ChatMessageDto } from '@cosign/api'

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

/**
 * A random v4 UUID for a message about to be sent: the server stores a send retried with the same id once.
 * From getRandomValues, which (unlike randomUUID) also exists on a plain-http origin.
 */
export function newMessageId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const b = random(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Delays before each retry of a send that got no answer (network) or a gateway/instance gone (502, 503, 504). */
export const SEND_RETRY_DELAYS_MS = [500, 1500, 3000]

/** Whether a failed send is worth sending again with the same id: no answer, or no instance could answer. */
export function isRetryableSend(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  return status === 0 || status === 502 || status === 503 || status === 504
}
