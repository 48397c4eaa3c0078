import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { errorMessage } from '../api/api-error.js'
import { session } from '../instance.js'
import {
  EMPTY_SNAPSHOT,
  createServerDataStore,
  keyId,
  type ServerDataKey,
  type ServerDataLoader,
  type ServerDataSnapshot,
} from './store.js'

/** The browser's one cache of server data, shared by the shell and every micro-frontend (@cosign/ui is a singleton). */
export const serverData = createServerDataStore()

// Data belongs to the signed-in user: when the user changes (logout, another account), nothing read for the
// previous one is shown again.
let cachedFor = session.getSnapshot().user?.id ?? null
session.subscribe(() => {
  const userId = session.getSnapshot().user?.id ?? null
  if (userId !== cachedFor) serverData.reset()
  cachedFor = userId
})

/**
 * Starts reading `key` for a screen whose code is still on its way (a lazily loaded page): the screen's
 * useServerData then takes this read instead of reading again (the store's `prefetch`).
 */
export function prefetchServerData<T>(key: ServerDataKey, load: (signal: AbortSignal) => Promise<T>): void {
  void serverData.prefetch(keyId(key), load)
}

export interface ServerDataOptions {
  /**
   * While a new key's first answer loads, keep showing the previous key's data (status 'ready', `refreshing`):
   * paged lists and searches, which should not flash a spinner between pages.
   */
  keepPrevious?: boolean
  /** Values that, when they change, read the data again (keeping what is shown) without being part of the key. */
  deps?: readonly unknown[]
}

interface Controls<T> {
  /** A read is in flight (a refresh behind cached or previous data, or the first load). */
  refreshing: boolean
  /**
   * The data shown was read (or set) since this screen showed the key, rather than kept from an earlier visit:
   * what tells a change seen live from the difference between the cache and the first refresh.
   */
  fresh: boolean
  /** Reads again (after an action, a push, or a Retry); resolves once the answer (or failure) is in. */
  reload: () => Promise<void>
  /** Replaces the data (an action's answer), here and in the cache; an updater runs only when there is data. */
  setData: (next: T | ((current: T) => T)) => void
}

export type ServerData<T> = Controls<T> &
  (
    | { status: 'idle'; data: undefined; error: undefined; message: '' }
    | { status: 'loading'; data: undefined; error: undefined; message: '' }
    | { status: 'ready'; data: T; error: unknown; message: string }
    | { status: 'error'; data: undefined; error: unknown; message: string }
  )

export type ServerDataStatus = ServerData<unknown>['status']

export interface UseServerDataOptions extends ServerDataOptions {
  /** The message shown for a failure that carries none of the server's (errorMessage's fallback). */
  errorFallback?: string
}

/**
 * The one way screens load server data. `key` names the data in a cache shared by every screen (null: nothing
 * to load yet, status 'idle'); `load` reads it (abort with the signal). A screen revisited shows the cached data
 * at once and refreshes it; an answer for a key no longer shown is dropped, and its read aborted. Several screens
 * showing the same key share one read and see each other's `setData`.
 */
export function useServerData<T>(
  key: ServerDataKey | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: UseServerDataOptions = {},
): ServerData<T> {
  const id = key === null ? null : keyId(key)
  const loadRef = useRef(load)
  loadRef.current = load

  const subscribe = useCallback(
    (listener: () => void) => (id === null ? () => undefined : serverData.subscribe(id, listener)),
    [id],
  )
  const getSnapshot = useCallback(() => (id === null ? EMPTY_SNAPSHOT : serverData.snapshot(id)), [id])
  const snapshot: ServerDataSnapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)

  // The entry's write count when this screen started showing the key: later writes are fresh.
  const shownSince = useRef<{ id: string | null; writes: number }>({ id, writes: snapshot.writes })
  if (shownSince.current.id !== id) shownSince.current = { id, writes: snapshot.writes }

  useEffect(() => {
    if (id === null) return undefined
    const loader: ServerDataLoader = (signal) => loadRef.current(signal)
    const release = serverData.acquire(id, loader)
    void serverData.fetch(id)
    return release
  }, [id])

  const deps = useRef(options.deps)
  useEffect(() => {
    const previous = deps.current
    deps.current = options.deps
    if (id !== null && !sameDeps(previous, options.deps)) void serverData.fetch(id, true)
  })

  const reload = useCallback(() => (id === null ? Promise.resolve() : serverData.fetch(id, true)), [id])
  const setData = useCallback(
    (next: T | ((current: T) => T)) => {
      if (id === null) return
      if (typeof next === 'function') {
        const current = serverData.snapshot(id)
        if (!current.hasData) return
        serverData.set(id, (next as (current: T) => T)(current.data as T))
      } else serverData.set(id, next)
    },
    [id],
  )

  // The last data shown, for keepPrevious.
  const previous = useRef<{ data: T } | null>(null)
  if (snapshot.hasData) previous.current = { data: snapshot.data as T }

  const fresh = snapshot.hasData && snapshot.writes > shownSince.current.writes
  const controls: Controls<T> = { refreshing: snapshot.loading, fresh, reload, setData }
  if (id === null) return { ...controls, status: 'idle', data: undefined, error: undefined, message: '' }
  if (snapshot.hasData) {
    const message = snapshot.hasError ? errorMessage(snapshot.error, options.errorFallback) : ''
    return { ...controls, status: 'ready', data: snapshot.data as T, error: snapshot.error, message }
  }
  if (snapshot.hasError)
    return {
      ...controls,
      status: 'error',
      data: undefined,
      error: snapshot.error,
      message: errorMessage(snapshot.error, options.errorFallback),
    }
  if (options.keepPrevious && previous.current)
    return {
      ...controls,
      refreshing: true,
      fresh: false,
      status: 'ready',
      data: previous.current.data,
      error: undefined,
      message: '',
    }
  return { ...controls, status: 'loading', data: undefined, error: undefined, message: '' }
}

function sameDeps(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return true
  if (!a || !b || a.length !== b.length) return false
  return a.every((value, i) => Object.is(value, b[i]))
}
