// The cache behind useServerData: one entry per key with the last answer (or failure) and the read in flight.
// No React here (unit-tested on its own); the hook subscribes to an entry and asks it to read.

/** What a screen's data is called in the cache: a name, or a name with the values the answer depends on. */
export type ServerDataKey = string | readonly unknown[]

/** Reads the data; `signal` aborts it when no screen shows the key any more. */
export type ServerDataLoader<T = unknown> = (signal: AbortSignal) => Promise<T>

/** One entry as screens see it (a new object on every change). */
export interface ServerDataSnapshot {
  /** The last answer; meaningful when `hasData`. */
  data: unknown
  hasData: boolean
  /** The last read's failure (cleared by the next answer); kept beside data when a refresh failed. */
  error: unknown
  hasError: boolean
  /** A read is in flight. */
  loading: boolean
  /** How many times data was written (answers and `set`): a screen tells a fresh answer from the cached one. */
  writes: number
}

interface Run {
  controller: AbortController
  /** Another read was asked for while this one ran: its answer may predate a change, so it reads again. */
  again: boolean
  promise: Promise<void>
}

interface Entry {
  snapshot: ServerDataSnapshot
  listeners: Set<() => void>
  /** Screens showing the key now. */
  users: number
  load: ServerDataLoader | null
  run: Run | null
  /** Written for a signed-in user who has since changed: forgotten as soon as no screen shows it. */
  stale: boolean
  /** Read ahead by `prefetch` for a screen not shown yet: that screen's first fetch takes this read. */
  readAhead: boolean
}

export const EMPTY_SNAPSHOT: ServerDataSnapshot = {
  data: undefined,
  hasData: false,
  error: undefined,
  hasError: false,
  loading: false,
  writes: 0,
}

/** Entries kept for revisits; the least recently used ones nobody shows go first. */
export const MAX_CACHED_KEYS = 200

/**
 * How long a read's answer waits for others before screens hear of it: useSyncExternalStore renders each
 * notification synchronously, so a screen with eight reads answering within a few milliseconds of one another
 * (the dashboard) rendered eight times on first load; notified together they render once (docs/perf.md,
 * "Signed-in screens, the screens' own work").
 */
export const ANSWER_BATCH_MS = 50

/** The cache key of a key: strings as they are, arrays as JSON (object keys sorted, so order does not matter). */
export function keyId(key: ServerDataKey): string {
  return typeof key === 'string' ? key : JSON.stringify(key, (_name, value: unknown) => sortedObject(value))
}

function sortedObject(value: unknown): unknown {
  if (!isPlainObject(value)) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, value[k]]),
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Deep equality of JSON-like values (plain objects, arrays, primitives); anything else (Map, Date...) only
 * equals itself. Lets an unchanged answer keep its identity, so a refresh that brought nothing new re-renders
 * nothing and never refills a form the user is typing in.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]))
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(a[k], b[k]))
  )
}

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError'

export interface ServerDataStore {
  /** The entry's current snapshot (EMPTY_SNAPSHOT for a key never read). */
  snapshot(id: string): ServerDataSnapshot
  subscribe(id: string, listener: () => void): () => void
  /**
   * A screen shows the key: counts it (so the entry is kept and its read not aborted) and remembers how to read
   * it. Returns the release; the last release aborts the read in flight (after the current task, so a remount
   * in the same commit, as React's StrictMode does, keeps it).
   */
  acquire(id: string, load: ServerDataLoader): () => void
  /**
   * Reads the key. With a read in flight: joins it, or with `force` (a reload after a change, a push) has it
   * read once more when it ends. Resolves when the entry is settled.
   */
  fetch(id: string, force?: boolean): Promise<void>
  /**
   * Reads a key no screen shows yet, while the screen's code is on its way: the first screen to show it then takes
   * this read (its answer, or the read in flight) instead of reading again. Nothing when the key is shown, being
   * read or already read.
   */
  prefetch(id: string, load: ServerDataLoader): Promise<void>
  /** Replaces the data (an action's answer); a read in flight reads again rather than overwrite it. */
  set(id: string, data: unknown): void
  /** Forgets every entry nobody shows; the shown ones are forgotten once released (a new user signed in). */
  reset(): void
  /** Forgets everything now, aborting reads (tests). */
  clear(): void
  size(): number
}

export function createServerDataStore(
  options: { maxKeys?: number; defer?: (task: () => void) => void; batchMs?: number } = {},
): ServerDataStore {
  const maxKeys = options.maxKeys ?? MAX_CACHED_KEYS
  const defer = options.defer ?? ((task: () => void) => void setTimeout(task, 0))
  const batchMs = options.batchMs ?? ANSWER_BATCH_MS
  const entries = new Map<string, Entry>()
  // Entries whose snapshot changed by an answer but whose listeners have not heard yet, and when they will.
  const unheard = new Set<Entry>()
  let heard: Promise<void> | null = null

  function entryOf(id: string): Entry {
    let entry = entries.get(id)
    if (entry) {
      // Most recently used last.
      entries.delete(id)
      entries.set(id, entry)
      return entry
    }
    entry = {
      snapshot: EMPTY_SNAPSHOT,
      listeners: new Set(),
      users: 0,
      load: null,
      run: null,
      stale: false,
      readAhead: false,
    }
    entries.set(id, entry)
    evict()
    return entry
  }

  function evict() {
    if (entries.size <= maxKeys) return
    for (const [id, entry] of entries) {
      if (entries.size <= maxKeys) break
      if (entry.users === 0 && entry.listeners.size === 0 && !entry.run) entries.delete(id)
    }
  }

  function notify(entry: Entry) {
    unheard.delete(entry)
    for (const listener of [...entry.listeners]) listener()
  }

  function update(entry: Entry, patch: Partial<ServerDataSnapshot>) {
    entry.snapshot = { ...entry.snapshot, ...patch }
    notify(entry)
  }

  /**
   * An answer's change: the snapshot now (a render for another reason shows it), the listeners with the other
   * answers of the same batch; resolves once they have heard.
   */
  function answer(entry: Entry, patch: Partial<ServerDataSnapshot>): Promise<void> {
    entry.snapshot = { ...entry.snapshot, ...patch }
    unheard.add(entry)
    heard ??= new Promise<void>((resolve) =>
      setTimeout(() => {
        heard = null
        for (const waiting of [...unheard]) notify(waiting)
        resolve()
      }, batchMs),
    )
    return heard
  }

  function written(entry: Entry, data: unknown): Partial<ServerDataSnapshot> {
    const kept = entry.snapshot.hasData && sameJson(entry.snapshot.data, data) ? entry.snapshot.data : data
    return {
      data: kept,
      hasData: true,
      error: undefined,
      hasError: false,
      writes: entry.snapshot.writes + 1,
    }
  }

  function start(entry: Entry): Promise<void> {
    const run: Run = { controller: new AbortController(), again: false, promise: Promise.resolve() }
    entry.run = run
    // A retry after a failure shows the loading state again; data on screen stays while it refreshes.
    update(
      entry,
      entry.snapshot.hasData ? { loading: true } : { loading: true, error: undefined, hasError: false },
    )
    run.promise = (async () => {
      for (;;) {
        run.again = false
        let outcome: Partial<ServerDataSnapshot>
        try {
          const data = await entry.load!(run.controller.signal)
          if (entry.run !== run) return
          if (run.again) continue
          outcome = written(entry, data)
        } catch (error) {
          if (entry.run !== run || run.controller.signal.aborted || isAbort(error)) return
          if (run.again) continue
          outcome = { error, hasError: true }
        }
        // The read is over: its answer and the end of loading reach the screens as one change.
        entry.run = null
        return answer(entry, { ...outcome, loading: false })
      }
    })()
    return run.promise
  }

  function stop(entry: Entry) {
    const run = entry.run
    if (!run) return
    entry.run = null
    run.controller.abort()
    update(entry, { loading: false })
  }

  function acquire(id: string, load: ServerDataLoader): () => void {
    const entry = entryOf(id)
    entry.users += 1
    entry.load = load
    let released = false
    return () => {
      if (released) return
      released = true
      entry.users -= 1
      if (entry.users > 0) return
      defer(() => {
        if (entry.users > 0) return
        stop(entry)
        if (entry.stale && entries.get(id) === entry) entries.delete(id)
      })
    }
  }

  return {
    snapshot: (id) => entries.get(id)?.snapshot ?? EMPTY_SNAPSHOT,

    subscribe(id, listener) {
      const entry = entryOf(id)
      entry.listeners.add(listener)
      return () => {
        entry.listeners.delete(listener)
      }
    },

    acquire,

    fetch(id, force = false) {
      const entry = entryOf(id)
      if (!entry.load) return Promise.resolve()
      if (entry.readAhead && !force) {
        entry.readAhead = false
        return entry.run?.promise ?? Promise.resolve()
      }
      if (entry.run) {
        if (force) entry.run.again = true
        return entry.run.promise
      }
      return start(entry)
    },

    prefetch(id, load) {
      const entry = entryOf(id)
      if (entry.users > 0 || entry.run || entry.snapshot.hasData || entry.snapshot.hasError)
        return Promise.resolve()
      const release = acquire(id, load)
      entry.readAhead = true
      return start(entry).finally(() => {
        // A failed read ahead is not taken: the screen reads for itself, and shows its own error.
        if (entry.snapshot.hasError) entry.readAhead = false
        release()
      })
    },

    set(id, data) {
      const entry = entryOf(id)
      if (entry.run) entry.run.again = true
      update(entry, written(entry, data))
    },

    reset() {
      for (const [id, entry] of entries) {
        if (entry.users > 0) entry.stale = true
        else {
          stop(entry)
          entries.delete(id)
        }
      }
    },

    clear() {
      for (const entry of entries.values()) stop(entry)
      entries.clear()
    },

    size: () => entries.size,
  }
}
