import { endpointPath, type EndpointDeclaration, type Role, type SessionResponse, type UserDto } from '@cosign/api'
import { ApiError } from '../api/api-error.js'
import type { ApiClient } from '../api/client.js'
import type { Timers } from '../timers.js'
import { createSessionStore, type BroadcastLike, type SessionBroadcast } from './session-store.js'

const user = (over: Partial<UserDto> = {}): UserDto => ({
  id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  fullName: 'Ann Lee',
  phone: null,
  role: 'RENTER',
  userType: 'renter',
  isActive: true,
  profileCompleted: false,
  profileStatus: null,
  creditScore: 0,
  monthlyPayment: 0,
  creditVerified: false,
  paypalVerified: false,
  emailVerified: true,
  legalAcceptanceNeeded: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
})
const sessionFor = (token: string, u = user(), expiresIn = 900): SessionResponse => ({
  accessToken: token,
  expiresIn,
  user: u,
})

type Handler = (body: unknown, options: unknown) => Promise<unknown>
/** An ApiClient double that routes by "METHOD path" and records the calls. */
function fakeApi(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; path: string; body: unknown; options: unknown }> = []
  const request = async (method: string, path: string, body?: unknown, options?: unknown) => {
    calls.push({ method, path, body, options })
    const handler = routes[`${method} ${path}`]
    if (!handler) throw new Error(`no route ${method} ${path}`)
    return handler(body, options)
  }
  const api = {
    request,
    // As the real client: the declaration's method and `/<service><path>`.
    call: (endpoint: EndpointDeclaration, input?: { params?: object; body?: unknown }, o?: unknown) =>
      request(endpoint.method, `/${endpoint.service}${endpointPath(endpoint, input?.params)}`, input?.body, o),
    get: (p: string, o?: unknown) => request('GET', p, undefined, o),
    delete: (p: string, o?: unknown) => request('DELETE', p, undefined, o),
    post: (p: string, b?: unknown, o?: unknown) => request('POST', p, b, o),
    put: (p: string, b?: unknown, o?: unknown) => request('PUT', p, b, o),
    patch: (p: string, b?: unknown, o?: unknown) => request('PATCH', p, b, o),
    setBaseUrl: () => undefined,
    getBaseUrl: () => '/api',
    setTokenProvider: () => undefined,
  } as unknown as ApiClient
  return { api, calls }
}

function fakeTimers() {
  let now = 0
  let seq = 0
  const pending = new Map<number, { at: number; fn: () => void }>()
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      seq += 1
      pending.set(seq, { at: now + ms, fn })
      return seq
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number)
    },
  }
  return {
    timers,
    now: () => now,
    pendingDelays: () => [...pending.values()].map((t) => t.at - now),
    async advance(ms: number) {
      now += ms
      for (const [id, t] of [...pending]) {
        if (t.at <= now) {
          pending.delete(id)
          t.fn()
        }
      }
      await new Promise((r) => setTimeout(r, 0))
    },
  }
}

const expiredError = () =>
  new ApiError(401, 'TOKEN_EXPIRED', 'Your session has expired. Please log in again.')

describe('session store', () => {
  it('starts loading, then signs in silently through the refresh cookie', async () => {
    const { api, calls } = fakeApi({ 'POST /auth/refresh': async () => sessionFor('t1') })
    const clock = fakeTimers()
    const store = createSessionStore({
      api,
      timers: clock.timers,
      now: clock.now,
      lock: (_n, task) => task(),
    })
    expect(store.getSnapshot()).toEqual({ status: 'loading', user: null, reason: null })

    await store.start()
    expect(store.getSnapshot().status).toBe('signed-in')
    expect(store.getSnapshot().user?.firstName).toBe('Ann')
    expect(store.getAccessToken()).toBe('t1')
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/refresh', options: { auth: false } })
  })

  it('is signed out after start when there is no valid refresh cookie', async () => {
    const { api } = fakeApi({ 'POST /auth/refresh': async () => Promise.reject(expiredError()) })
    const store = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task() })
    await store.start()
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null, reason: 'initial' })
    expect(store.getAccessToken()).toBeNull()
  })

  it('is signed out after start when the server cannot be reached (never stuck loading)', async () => {
    const { api } = fakeApi({
      'POST /auth/refresh': async () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'x')),
    })
    const store = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task() })
    await store.start()
    expect(store.getSnapshot().status).toBe('signed-out')
  })

  it('shares one refresh between concurrent callers (single flight)', async () => {
    let release: (value: SessionResponse) => void = () => undefined
    const { api, calls } = fakeApi({
      'POST /auth/refresh': () => new Promise<SessionResponse>((resolve) => (release = resolve)),
    })
    const store = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task() })
    const a = store.refresh()
    const b = store.refreshAccessToken()
    release(sessionFor('shared'))
    await expect(Promise.all([a, b])).resolves.toEqual(['shared', 'shared'])
    expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1)
  })

  it('runs refreshes under the cross-tab lock', async () => {
    const { api } = fakeApi({ 'POST /auth/refresh': async () => sessionFor('t') })
    const locked: string[] = []
    const store = createSessionStore({
      api,
      timers: fakeTimers().timers,
      lock: (name, task) => (locked.push(name), task()),
    })
    await store.refresh()
    expect(locked).toEqual(['cosign-auth-refresh'])
  })

  it('refreshes silently 90 s before the 15-minute token expires', async () => {
    let n = 0
    const { api } = fakeApi({ 'POST /auth/refresh': async () => sessionFor(`t${++n}`) })
    const clock = fakeTimers()
    const store = createSessionStore({
      api,
      timers: clock.timers,
      now: clock.now,
      lock: (_n, task) => task(),
    })
    await store.start()
    expect(clock.pendingDelays()).toEqual([810_000])

    await clock.advance(809_000)
    expect(store.getAccessToken()).toBe('t1')
    await clock.advance(1_000)
    expect(store.getAccessToken()).toBe('t2')
    expect(clock.pendingDelays()).toEqual([810_000])
  })

  it('ends the session when the timed refresh is refused', async () => {
    let first = true
    const { api } = fakeApi({
      'POST /auth/refresh': async () => {
        if (first) return ((first = false), sessionFor('t1'))
        throw expiredError()
      },
    })
    const clock = fakeTimers()
    const store = createSessionStore({
      api,
      timers: clock.timers,
      now: clock.now,
      lock: (_n, task) => task(),
    })
    await store.start()
    await clock.advance(810_000)
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null, reason: 'expired' })
    expect(store.getAccessToken()).toBeNull()
  })

  it('keeps the session and retries later when a timed refresh fails for a network reason', async () => {
    let attempt = 0
    const { api } = fakeApi({
      'POST /auth/refresh': async () => {
        attempt += 1
        if (attempt === 2) throw new ApiError(0, 'NETWORK_ERROR', 'offline')
        return sessionFor(`t${attempt}`)
      },
    })
    const clock = fakeTimers()
    const store = createSessionStore({
      api,
      timers: clock.timers,
      now: clock.now,
      lock: (_n, task) => task(),
      retryDelayMs: 30_000,
    })
    await store.start()
    await clock.advance(810_000)
    expect(store.getSnapshot().status).toBe('signed-in')
    expect(clock.pendingDelays()).toEqual([30_000])
    await clock.advance(30_000)
    expect(store.getAccessToken()).toBe('t3')
  })

  it('logs in, notifies subscribers and tells other tabs', async () => {
    const { api, calls } = fakeApi({
      'POST /auth/refresh': async () => Promise.reject(expiredError()),
      'POST /auth/login': async () => sessionFor('t-login'),
    })
    const posted: SessionBroadcast[] = []
    const channel: BroadcastLike = { postMessage: (m) => posted.push(m), addEventListener: () => undefined }
    const store = createSessionStore({
      api,
      channel,
      timers: fakeTimers().timers,
      lock: (_n, task) => task(),
    })
    await store.start()
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getSnapshot().status))

    await expect(store.login({ email: 'ann@example.com', password: 'secret1' })).resolves.toMatchObject({
      id: 'u1',
    })
    expect(seen).toEqual(['signed-in'])
    expect(store.getAccessToken()).toBe('t-login')
    expect(calls.at(-1)).toMatchObject({ path: '/auth/login', options: { auth: false } })
    expect(posted).toEqual([{ type: 'login' }])
  })

  it('leaves the state untouched when a login is refused and rethrows the server error', async () => {
    const { api } = fakeApi({
      'POST /auth/refresh': async () => Promise.reject(expiredError()),
      'POST /auth/admin/login': async () =>
        Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid admin credentials')),
    })
    const store = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task() })
    await store.start()
    await expect(store.adminLogin({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      message: 'Invalid admin credentials',
    })
    expect(store.getSnapshot().status).toBe('signed-out')
  })

  it('a slow failing start-up refresh does not undo a login made meanwhile', async () => {
    let failRefresh: (e: unknown) => void = () => undefined
    const { api } = fakeApi({
      'POST /auth/refresh': () => new Promise((_resolve, reject) => (failRefresh = reject)),
      'POST /auth/signup': async () => sessionFor('t-new'),
    })
    const store = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task() })
    const started = store.start()
    await store.signup({
      email: 'ann@example.com',
      password: 'secret1',
      confirmPassword: 'secret1', acceptTerms: true,
      role: 'RENTER',
    })
    failRefresh(expiredError())
    await started
    expect(store.getSnapshot().status).toBe('signed-in')
    expect(store.getAccessToken()).toBe('t-new')
  })

  it('logs out on the server, forgets the token, cancels the timer and tells other tabs', async () => {
    const { api, calls } = fakeApi({
      'POST /auth/refresh': async () => sessionFor('t1'),
      'POST /auth/logout': async () => undefined,
    })
    const clock = fakeTimers()
    const posted: SessionBroadcast[] = []
    const channel: BroadcastLike = { postMessage: (m) => posted.push(m), addEventListener: () => undefined }
    const store = createSessionStore({
      api,
      channel,
      timers: clock.timers,
      now: clock.now,
      lock: (_n, task) => task(),
    })
    await store.start()
    await store.logout()
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null, reason: 'logout' })
    expect(store.getAccessToken()).toBeNull()
    expect(clock.pendingDelays()).toEqual([])
    expect(calls.at(-1)).toMatchObject({ path: '/auth/logout' })
    expect(posted).toEqual([{ type: 'logout' }])
  })

  it('keeps the session when the logout call fails', async () => {
    const { api } = fakeApi({
      'POST /auth/refresh': async () => sessionFor('t1'),
      'POST /auth/logout': async () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')),
    })
    const store = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task() })
    await store.start()
    await expect(store.logout()).rejects.toBeInstanceOf(ApiError)
    expect(store.getSnapshot().status).toBe('signed-in')
  })

  it('signs out when another tab logs out', async () => {
    const { api } = fakeApi({ 'POST /auth/refresh': async () => sessionFor('t1') })
    let deliver: (m: SessionBroadcast) => void = () => undefined
    const channel: BroadcastLike = {
      postMessage: () => undefined,
      addEventListener: (_type, listener) => (deliver = (data) => listener({ data })),
    }
    const store = createSessionStore({
      api,
      channel,
      timers: fakeTimers().timers,
      lock: (_n, task) => task(),
    })
    await store.start()
    deliver({ type: 'logout' })
    expect(store.getSnapshot().reason).toBe('logout')
    expect(store.getAccessToken()).toBeNull()
  })

  it('updates the role with the new token and user from PUT /auth/me/role', async () => {
    const { api, calls } = fakeApi({
      'POST /auth/refresh': async () => sessionFor('t1'),
      'PUT /auth/me/role': async () =>
        sessionFor('t-cosigner', user({ role: 'COSIGNER', userType: 'cosigner' })),
    })
    const store = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task() })
    await store.start()
    await store.setRole('COSIGNER')
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: '/auth/me/role', body: { role: 'COSIGNER' } })
    expect(store.getSnapshot().user?.role).toBe('COSIGNER')
    expect(store.getAccessToken()).toBe('t-cosigner')
  })

  it('skips the start-up refresh when the hint says this browser never signed in', async () => {
    const { api, calls } = fakeApi({ 'POST /auth/refresh': async () => sessionFor('t1') })
    const store = createSessionStore({
      api,
      timers: fakeTimers().timers,
      lock: (_n, task) => task(),
      hint: { mayHaveSession: () => false, remember: () => undefined },
    })
    await store.start()
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null, reason: 'initial' })
    expect(calls).toHaveLength(0)
  })

  it('keeps the hint in step with the session', async () => {
    let remembered: boolean | null = null
    const { api } = fakeApi({
      'POST /auth/refresh': async () => sessionFor('t1'),
      'POST /auth/logout': async () => undefined,
    })
    const store = createSessionStore({
      api,
      timers: fakeTimers().timers,
      lock: (_n, task) => task(),
      hint: { mayHaveSession: () => true, remember: (value) => (remembered = value) },
    })
    await store.start()
    expect(remembered).toBe(true)
    await store.logout()
    expect(remembered).toBe(false)
  })

  it('expects a session while loading only when the hint says this browser was signed in', async () => {
    let mayHaveSession = true
    const { api } = fakeApi({ 'POST /auth/refresh': async () => sessionFor('t1') })
    const hint = { mayHaveSession: () => mayHaveSession, remember: () => undefined }
    const store = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task(), hint })
    expect(store.expectsSession()).toBe(true)
    mayHaveSession = false
    expect(store.expectsSession()).toBe(false)
    mayHaveSession = true
    await store.start()
    // Once the session has answered, its status says it: nothing is expected any more.
    expect(store.expectsSession()).toBe(false)
    const noHint = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task() })
    expect(noHint.expectsSession()).toBe(false)
  })

  it("remembers the session's role with the hint and gives it back only while the session loads", async () => {
    let kept: string | null = null
    const { api } = fakeApi({
      'POST /auth/refresh': async () => sessionFor('t1', user({ role: 'COSIGNER', userType: 'cosigner' })),
      'POST /auth/logout': async () => undefined,
    })
    const hint = {
      mayHaveSession: () => true,
      remember: (signedIn: boolean, role?: Role) => void (kept = signedIn ? (role ?? null) : null),
      lastRole: () => 'RENTER' as const,
    }
    const store = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task(), hint })
    expect(store.lastRole()).toBe('RENTER')
    await store.start()
    expect(kept).toBe('COSIGNER')
    // The session has answered: its own role counts now, not the hint's.
    expect(store.lastRole()).toBeNull()
    await store.logout()
    expect(kept).toBeNull()
  })

  it('stays loading and retries the start-up refresh when it is rate limited or the server briefly fails', async () => {
    const answers = [
      () => Promise.reject(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.')),
      () => Promise.reject(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Restarting')),
      async () => sessionFor('t9'),
    ]
    const { api, calls } = fakeApi({ 'POST /auth/refresh': () => answers[calls.length - 1]() })
    const clock = fakeTimers()
    const store = createSessionStore({
      api,
      timers: clock.timers,
      now: clock.now,
      lock: (_n, task) => task(),
    })
    const started = store.start()
    await clock.advance(0)
    expect(store.getSnapshot().status).toBe('loading')
    await clock.advance(1_000)
    expect(store.getSnapshot().status).toBe('loading')
    await clock.advance(3_000)
    await started
    expect(store.getSnapshot().status).toBe('signed-in')
    expect(calls).toHaveLength(3)
  })

  it('gives up after the start-up retries and is signed out, keeping the hint', async () => {
    let remembered: boolean | null = null
    const hint = { mayHaveSession: () => true, remember: (value: boolean) => void (remembered = value) }
    const { api, calls } = fakeApi({
      'POST /auth/refresh': async () =>
        Promise.reject(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.')),
    })
    const clock = fakeTimers()
    const store = createSessionStore({ api, timers: clock.timers, lock: (_n, task) => task(), hint })
    const started = store.start()
    await clock.advance(0)
    await clock.advance(1_000)
    await clock.advance(3_000)
    await started
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null, reason: 'initial' })
    expect(calls).toHaveLength(3)
    expect(remembered).toBeNull()
  })

  it('forgets the hint only when the server refuses the session, not when it cannot be reached', async () => {
    let remembered: boolean | null = null
    let answer: () => Promise<unknown> = async () =>
      Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline'))
    const { api } = fakeApi({ 'POST /auth/refresh': () => answer() })
    const hint = { mayHaveSession: () => true, remember: (value: boolean) => void (remembered = value) }
    const offline = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task(), hint })
    await offline.start()
    expect(offline.getSnapshot().status).toBe('signed-out')
    expect(remembered).toBeNull()

    answer = async () => Promise.reject(expiredError())
    const refused = createSessionStore({ api, timers: fakeTimers().timers, lock: (_n, task) => task(), hint })
    await refused.start()
    expect(remembered).toBe(false)
  })
})
