// The Chat tab's unread count (in the shell's first bundle, so the tab bar can show it; the code that keeps
// it current and toasts is the lazy chat-alerts chunk). The count always comes from the server.

export interface UnreadCounter {
  subscribe(listener: () => void): () => void
  getSnapshot(): number
  /**
   * Reads the count again. One read at a time; asked again meanwhile, it reads once more afterwards, so the
   * last push is always counted. A failed read keeps the count shown.
   */
  refresh(): Promise<void>
  /** Back to 0, dropping any read under way (the user signed out). */
  reset(): void
}

export function createUnreadCounter(read: () => Promise<number>): UnreadCounter {
  let count = 0
  let generation = 0
  let running: Promise<void> | null = null
  let again = false
  const listeners = new Set<() => void>()

  function set(next: number) {
    if (next === count) return
    count = next
    for (const listener of [...listeners]) listener()
  }

  async function run(started: number) {
    do {
      again = false
      try {
        const next = await read()
        if (started === generation) set(next)
      } catch {
        // the next push, read receipt or reconnect reads it again
      }
    } while (again && started === generation)
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => count,
    refresh() {
      if (running) {
        again = true
        return running
      }
      const current: Promise<void> = run(generation).finally(() => {
        if (running === current) running = null
      })
      running = current
      return current
    },
    reset() {
      generation += 1
      again = false
      running = null
      set(0)
    },
  }
}
