/** How long a message pushed ahead of its predecessor waits for it before it is handed over anyway. */
export const REORDER_WAIT_MS = 150

interface Stream {
  /** The first seq this stream saw: older ones were never handed over by it (in flight when it started)… */
  first: number
  /** …until they come: those older ones handed over since. */
  early: Set<number>
  /** The seq last handed over. */
  last: number
  /** Arrived ahead of a missing predecessor: seq -> frame. */
  held: Map<number, string>
  /** Seqs at or below `last` never handed over (waiting for them was given up): one arriving late still goes. */
  skipped: Set<number>
  timer: unknown
}

/** The timer functions PushOrder uses (a fake clock in unit tests). */
export interface Timers {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}
const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Puts one user's `chat.message` pushes back into seq order on the receiving instance. Two chat instances store a
 * conversation's messages in seq order (row lock), but each publishes after its own commit, so message 6 may
 * reach NATS a moment before message 5. A message whose predecessor has not been handed over waits here up to
 * `waitMs` for it; then it is handed over anyway (the client sees the gap and asks `after` its last message,
 * so nothing is lost, only reordering is given up). Seqs are consecutive per conversation (seq = last_seq + 1).
 * The first message of a conversation seen for a user sets where the count starts; an older one arriving after
 * it is handed over too (it was in flight).
 */
export class PushOrder {
  private readonly streams = new Map<string, Map<string, Stream>>()

  constructor(
    private readonly deliver: (userId: string, frame: string) => void,
    private readonly waitMs = REORDER_WAIT_MS,
    private readonly timers: Timers = realTimers,
  ) {}

  /** A push frame for the user: ordered when it is a chat message, handed over at once otherwise. */
  push(userId: string, frame: string): void {
    const key = chatMessageKey(frame)
    if (!key) return this.deliver(userId, frame)
    let byConversation = this.streams.get(userId)
    if (!byConversation) this.streams.set(userId, (byConversation = new Map()))
    let stream = byConversation.get(key.conversationId)
    if (!stream)
      byConversation.set(
        key.conversationId,
        (stream = { first: key.seq, early: new Set(), last: key.seq - 1, held: new Map(), skipped: new Set(), timer: null }),
      )
    if (key.seq <= stream.last) {
      // Older than where the count started (published by another instance a moment before the first one seen)
      // or late (its wait was given up on): handed over, the client sorts by seq. Otherwise a repeat (a retried
      // send pushes its message again): already handed over, dropped.
      const early = key.seq < stream.first && !stream.early.has(key.seq)
      if (early) stream.early.add(key.seq)
      if (early || stream.skipped.delete(key.seq)) this.deliver(userId, frame)
      return
    }
    if (stream.held.has(key.seq)) return
    stream.held.set(key.seq, frame)
    this.drain(userId, stream)
    if (stream.held.size > 0 && !stream.timer) {
      const waiting = stream
      waiting.timer = this.timers.set(() => this.giveUp(userId, waiting), this.waitMs)
    }
  }

  /** The user's last socket on this instance closed: forget their streams. */
  forget(userId: string): void {
    for (const stream of this.streams.get(userId)?.values() ?? []) if (stream.timer) this.timers.clear(stream.timer)
    this.streams.delete(userId)
  }

  private drain(userId: string, stream: Stream): void {
    for (let frame = stream.held.get(stream.last + 1); frame !== undefined; frame = stream.held.get(stream.last + 1)) {
      stream.held.delete(++stream.last)
      this.deliver(userId, frame)
    }
    if (stream.held.size === 0 && stream.timer) {
      this.timers.clear(stream.timer)
      stream.timer = null
    }
  }

  private giveUp(userId: string, stream: Stream): void {
    stream.timer = null
    for (const seq of [...stream.held.keys()].sort((a, b) => a - b)) {
      for (let gap = stream.last + 1; gap < seq; gap++) stream.skipped.add(gap)
      this.deliver(userId, stream.held.get(seq)!)
      stream.last = seq
    }
    stream.held.clear()
    // Bounded: a seq that never came is forgotten once far behind.
    for (const seq of stream.skipped) if (seq < stream.last - 1000) stream.skipped.delete(seq)
    if (stream.early.size > 1000) stream.early.clear()
  }
}

/** Conversation and seq of a `chat.message` frame, or null (any other push, or not JSON). */
function chatMessageKey(frame: string): { conversationId: string; seq: number } | null {
  // Cheap test first: most pushes are other types.
  if (!frame.includes('"chat.message"')) return null
  try {
    const push = JSON.parse(frame) as { type?: string; conversationId?: unknown; message?: { seq?: unknown } }
    if (push.type !== 'chat.message' || typeof push.conversationId !== 'string' || typeof push.message?.seq !== 'number')
      return null
    return { conversationId: push.conversationId, seq: push.message.seq }
  } catch {
    return null
  }
}
