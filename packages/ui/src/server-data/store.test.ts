import { createServerDataStore, keyId, sameJson } from './store.js'

/** A loader whose answers the test hands out one at a time. */
function controlledLoader<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }> =
    []
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject })
      signal.addEventListener('abort', () =>
        reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
      )
    })
  return { load, calls }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function storeWithManualDefer() {
  const deferred: Array<() => void> = []
  const store = createServerDataStore({ defer: (task) => deferred.push(task) })
  return { store, runDeferred: () => deferred.splice(0).forEach((task) => task()) }
}

test('a first read shows loading, then the data; a revisit shows the cached data at once and refreshes it', async () => {
  const { store, runDeferred } = storeWithManualDefer()
  const { load, calls } = controlledLoader<{ n: number }>()
  const release = store.acquire('k', load)
  const settled = store.fetch('k')
  expect(store.snapshot('k')).toMatchObject({ hasData: false, loading: true })
  calls[0]!.resolve({ n: 1 })
  await settled
  expect(store.snapshot('k')).toMatchObject({ hasData: true, data: { n: 1 }, loading: false })
  release()
  runDeferred()

  // Revisit: the cached answer is there before the refresh answers.
  const again = store.acquire('k', load)
  const refresh = store.fetch('k')
  expect(store.snapshot('k')).toMatchObject({ hasData: true, data: { n: 1 }, loading: true })
  calls[1]!.resolve({ n: 2 })
  await refresh
  expect(store.snapshot('k').data).toEqual({ n: 2 })
  again()
})

test('an unchanged answer keeps the identity of the data on screen', async () => {
  const store = createServerDataStore()
  let answer = { items: [{ id: 'a' }] }
  store.acquire('k', async () => answer)
  await store.fetch('k')
  const first = store.snapshot('k').data
  answer = { items: [{ id: 'a' }] }
  await store.fetch('k')
  expect(store.snapshot('k').data).toBe(first)
  answer = { items: [{ id: 'b' }] }
  await store.fetch('k')
  expect(store.snapshot('k').data).toEqual({ items: [{ id: 'b' }] })
})

test('a failure without data is the error state; a failed refresh keeps the data and notes the error', async () => {
  const store = createServerDataStore()
  let fail = true
  store.acquire('k', async () => {
    if (fail) throw new Error('down')
    return 'ok'
  })
  await store.fetch('k')
  expect(store.snapshot('k')).toMatchObject({ hasData: false, hasError: true, loading: false })

  // The retry shows loading again (the error is cleared while it runs).
  fail = false
  const retry = store.fetch('k', true)
  expect(store.snapshot('k')).toMatchObject({ hasError: false, loading: true })
  await retry
  expect(store.snapshot('k')).toMatchObject({ hasData: true, data: 'ok', hasError: false })

  fail = true
  await store.fetch('k', true)
  expect(store.snapshot('k')).toMatchObject({ hasData: true, data: 'ok', hasError: true })
})

test('screens showing one key share one read; a forced read while one runs reads once more after it', async () => {
  const store = createServerDataStore()
  const { load, calls } = controlledLoader<number>()
  store.acquire('k', load)
  store.acquire('k', load)
  const a = store.fetch('k')
  const b = store.fetch('k')
  expect(calls).toHaveLength(1)

  const c = store.fetch('k', true)
  const d = store.fetch('k', true)
  calls[0]!.resolve(1)
  await flush()
  // The first answer may predate what forced the read: it is not shown, the second read is.
  expect(store.snapshot('k').hasData).toBe(false)
  expect(calls).toHaveLength(2)
  calls[1]!.resolve(2)
  await Promise.all([a, b, c, d])
  expect(store.snapshot('k')).toMatchObject({ data: 2, loading: false })
})

test('the last screen leaving a key aborts its read; a remount in the same task keeps it', async () => {
  const { store, runDeferred } = storeWithManualDefer()
  const { load, calls } = controlledLoader<number>()
  const release = store.acquire('k', load)
  void store.fetch('k')
  release()
  const remount = store.acquire('k', load)
  runDeferred()
  expect(calls[0]!.signal.aborted).toBe(false)

  remount()
  runDeferred()
  expect(calls[0]!.signal.aborted).toBe(true)
  await flush()
  expect(store.snapshot('k')).toMatchObject({ hasData: false, hasError: false, loading: false })
})

test("an action's answer replaces the data, and a read in flight reads again instead of overwriting it", async () => {
  const store = createServerDataStore()
  const { load, calls } = controlledLoader<string>()
  store.acquire('k', load)
  const read = store.fetch('k')
  store.set('k', 'from the action')
  expect(store.snapshot('k').data).toBe('from the action')
  calls[0]!.resolve('before the action')
  await flush()
  expect(store.snapshot('k').data).toBe('from the action')
  calls[1]!.resolve('after the action')
  await read
  expect(store.snapshot('k').data).toBe('after the action')
})

test('listeners hear every change of their key only', async () => {
  const store = createServerDataStore()
  const heard: string[] = []
  store.subscribe('a', () => heard.push('a'))
  store.subscribe('b', () => heard.push('b'))
  store.set('a', 1)
  expect(heard).toEqual(['a'])
})

test('a new user: keys nobody shows are forgotten now, shown ones once released', () => {
  const { store, runDeferred } = storeWithManualDefer()
  store.set('hidden', 1)
  const release = store.acquire('shown', async () => 2)
  store.set('shown', 2)
  store.reset()
  expect(store.snapshot('hidden').hasData).toBe(false)
  expect(store.snapshot('shown').data).toBe(2)
  release()
  runDeferred()
  expect(store.snapshot('shown').hasData).toBe(false)
})

test('only so many keys are kept; the least recently used ones nobody shows go first', () => {
  const store = createServerDataStore({ maxKeys: 2 })
  const release = store.acquire('shown', async () => 0)
  store.set('shown', 0)
  store.set('a', 1)
  store.set('b', 2)
  expect(store.snapshot('shown').data).toBe(0)
  expect(store.snapshot('a').hasData).toBe(false)
  expect(store.snapshot('b').data).toBe(2)
  release()
})

test('keys: arrays by their JSON, object keys in any order', () => {
  expect(keyId('payments.prices')).toBe('payments.prices')
  expect(keyId(['list', { page: 2, q: 'a' }])).toBe(keyId(['list', { q: 'a', page: 2 }]))
  expect(keyId(['list', { page: 2 }])).not.toBe(keyId(['list', { page: 3 }]))
})

test('sameJson compares plain data deeply and anything else by identity', () => {
  expect(sameJson({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true)
  expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false)
  expect(sameJson(new Map([['x', 1]]), new Map([['x', 1]]))).toBe(false)
  expect(sameJson([1, 2], [2, 1])).toBe(false)
})

test('writes are counted, so a screen can tell a fresh answer from the cached one', async () => {
  const store = createServerDataStore()
  store.acquire('k', async () => 'same')
  await store.fetch('k')
  expect(store.snapshot('k').writes).toBe(1)
  await store.fetch('k')
  // An unchanged answer keeps the data's identity but still counts as read.
  expect(store.snapshot('k').writes).toBe(2)
})

test('answers arriving close together reach their screens together, each with its end of loading', async () => {
  const store = createServerDataStore({ batchMs: 30 })
  const first = controlledLoader<string>()
  const second = controlledLoader<string>()
  store.acquire('a', first.load)
  store.acquire('b', second.load)
  const settled = Promise.all([store.fetch('a'), store.fetch('b')])
  const heard: string[] = []
  store.subscribe('a', () => heard.push(`a:${String(store.snapshot('b').data)}`))
  store.subscribe('b', () => heard.push(`b:${String(store.snapshot('a').data)}`))
  first.calls[0]!.resolve('A')
  await new Promise((resolve) => setTimeout(resolve, 5))
  // The snapshot has the answer at once (a render for another reason shows it); the screen hears later.
  expect(store.snapshot('a')).toMatchObject({ data: 'A', loading: false })
  expect(heard).toEqual([])
  second.calls[0]!.resolve('B')
  await settled
  // One notification each, both after both answers: one render, not two.
  expect(heard).toEqual(['a:B', 'b:A'])
})

test('a read ahead is taken by the first screen that shows the key, whether in flight or answered', async () => {
  const { store, runDeferred } = storeWithManualDefer()
  const { load, calls } = controlledLoader<{ n: number }>()

  // In flight when the screen comes: it joins the read.
  const ahead = store.prefetch('k', load)
  expect(calls).toHaveLength(1)
  const release = store.acquire('k', load)
  const shown = store.fetch('k')
  expect(calls).toHaveLength(1)
  calls[0]!.resolve({ n: 1 })
  await Promise.all([ahead, shown])
  expect(store.snapshot('k')).toMatchObject({ data: { n: 1 }, loading: false })
  // Only that first fetch: a later one reads again, and a key shown or read is not read ahead.
  void store.prefetch('k', load)
  void store.fetch('k')
  expect(calls).toHaveLength(2)
  calls[1]!.resolve({ n: 2 })
  release()
  runDeferred()

  // Answered before the screen comes: the screen shows it without a second read.
  const { load: other, calls: otherCalls } = controlledLoader<{ n: number }>()
  const answered = store.prefetch('other', other)
  otherCalls[0]!.resolve({ n: 3 })
  await answered
  runDeferred()
  store.acquire('other', other)
  await store.fetch('other')
  expect(otherCalls).toHaveLength(1)
  expect(store.snapshot('other').data).toEqual({ n: 3 })
})

test('a failed read ahead is not taken: the screen reads for itself', async () => {
  const { store, runDeferred } = storeWithManualDefer()
  const { load, calls } = controlledLoader<{ n: number }>()
  const ahead = store.prefetch('k', load)
  calls[0]!.reject(new Error('offline'))
  await ahead
  runDeferred()
  store.acquire('k', load)
  const shown = store.fetch('k')
  expect(calls).toHaveLength(2)
  calls[1]!.resolve({ n: 1 })
  await shown
  expect(store.snapshot('k')).toMatchObject({ data: { n: 1 }, hasError: false })
})
