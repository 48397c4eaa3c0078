// Live pushes from the chat service's websocket, for any screen. The shell owns the one socket (opened for the
// signed-in user's notifications) and publishes every message it receives here; screens subscribe by type, and
// send frames on it (a chat message) while it is open.
// Lives in @cosign/ui, the shared singleton, so the shell and every remote see the same bus.
// Pure: no session, no network (unit tests import it directly).

/** A pushed message: `type` names it (e.g. 'notification.created', 'contract.updated'); the rest is its payload. */
export interface RealtimeEnvelope {
  type: string
  [key: string]: unknown
}

type Listener = (message: RealtimeEnvelope) => void

export interface RealtimeBus {
  /** Calls `listener` with every message of `type` ('*' for all); returns the unsubscribe function. */
  subscribe(type: string, listener: Listener): () => void
  /** Delivers a message to its type's listeners; one throwing listener does not stop the others. */
  publish(message: RealtimeEnvelope): void
  /** Tells every subscriber that pushes may have been missed (the socket reconnected): refetch what you show. */
  publishReconnect(): void
  /** Calls `listener` after each reconnect; returns the unsubscribe function. */
  onReconnect(listener: () => void): () => void
  /** Sends a frame on the socket; false when none is open (the caller uses HTTP instead). */
  send(frame: RealtimeEnvelope): boolean
  /** The shell hands over its socket's send while one is open (null: none). */
  setSender(sender: ((data: string) => boolean) | null): void
}

export function createRealtimeBus(): RealtimeBus {
  const byType = new Map<string, Set<Listener>>()
  const reconnectListeners = new Set<() => void>()
  let sender: ((data: string) => boolean) | null = null

  function safely(run: () => void) {
    try {
      run()
    } catch (error) {
      console.error('[realtime] listener failed', error)
    }
  }

  return {
    subscribe(type, listener) {
      let set = byType.get(type)
      if (!set) byType.set(type, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
    publish(message) {
      for (const key of [message.type, '*']) {
        for (const listener of [...(byType.get(key) ?? [])]) safely(() => listener(message))
      }
    },
    publishReconnect() {
      for (const listener of [...reconnectListeners]) safely(listener)
    },
    onReconnect(listener) {
      reconnectListeners.add(listener)
      return () => {
        reconnectListeners.delete(listener)
      }
    },
    send(frame) {
      return sender !== null && sender(JSON.stringify(frame))
    },
    setSender(next) {
      sender = next
    },
  }
}

/** A websocket frame as an envelope (any JSON object with a string `type`), or null. */
export function parseRealtimeEnvelope(data: unknown): RealtimeEnvelope | null {
  if (typeof data !== 'string') return null
  try {
    const parsed = JSON.parse(data) as unknown
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { type?: unknown }).type === 'string')
      return parsed as RealtimeEnvelope
  } catch {
    // not JSON: ignored
  }
  return null
}

/** The one bus of the page (the module is a Module Federation singleton inside @cosign/ui). */
export const realtimeBus: RealtimeBus = createRealtimeBus()

/** Subscribe to pushed messages of one type; returns the unsubscribe function. */
export function subscribeRealtime(type: string, callback: (message: RealtimeEnvelope) => void): () => void {
  return realtimeBus.subscribe(type, callback)
}

/** The shell calls this with every frame its socket receives. */
export function publishRealtime(message: RealtimeEnvelope): void {
  realtimeBus.publish(message)
}
