import {
  authEndpoints,
  isSecondFactorChallenge,
  type LoginRequest,
  type LoginResponse,
  type Role,
  type SecondFactorChallengeResponse,
  type SelfServiceRole,
  type SessionResponse,
  type SignupRequest,
  type UserDto,
} from '@cosign/api'
import { isApiError } from '../api/api-error.js'
import type { ApiClient, TokenProvider } from '../api/client.js'
import { defaultTimers, type Timers } from '../timers.js'

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out'
/** Why the session is signed out: never signed in this page load, an explicit logout, or the session ended. */
export type SignedOutReason = 'initial' | 'logout' | 'expired'

export interface SessionState {
  status: SessionStatus
  user: UserDto | null
  reason: SignedOutReason | null
}

/** Cross-tab messages: a logout in one tab ends the in-memory session of the others; a login lets them join. */
export type SessionBroadcast = { type: 'logout' } | { type: 'login' }
export interface BroadcastLike {
  postMessage(message: SessionBroadcast): void
  addEventListener(type: 'message', listener: (event: { data: SessionBroadcast }) => void): void
}

/**
 * A readable hint that this browser may hold a refresh cookie (the cookie itself is httpOnly). Without it, a
 * visitor who never logged in would send a refresh request, and get a 401, on every page load.
 */
export interface SessionHint {
  mayHaveSession(): boolean
  /** Signed in (with the session's role), or no longer: forgets the role too. */
  remember(signedIn: boolean, role?: Role): void
  /** The role of this browser's session when last seen. */
  lastRole?(): Role | null
}

export interface SessionStoreOptions {
  api: ApiClient
  timers?: Timers
  now?: () => number
  /** Runs a refresh under a cross-tab lock (Web Locks) so two tabs never present the same rotated refresh cookie. */
  lock?: <T>(name: string, task: () => Promise<T>) => Promise<T>
  channel?: BroadcastLike | null
  hint?: SessionHint | null
  /** Refresh this long before the access token expires (spec: 30 s tick, within 3 ticks of expiry). */
  refreshLeadMs?: number
  /** Delay before retrying a refresh that failed for a transient reason (network, 5xx, 429). */
  retryDelayMs?: number
}

export interface SessionStore extends TokenProvider {
  subscribe(listener: () => void): () => void
  getSnapshot(): SessionState
  /**
   * While the session loads: whether this browser was signed in when last seen (the hint), so the page can take
   * a signed-in account's shape at once instead of a visitor's that moves when the session arrives.
   */
  expectsSession(): boolean
  /**
   * While the session loads: the role it had when last seen (the hint), null otherwise. Only which app's code to
   * fetch first (the shell's likely app); what the visitor may see is decided by the session's answer.
   */
  lastRole(): Role | null
  /**
   * Starts the session with a silent refresh through the cookie (skipped when the hint says this browser has no
   * session); later calls return the same promise.
   */
  start(): Promise<void>
  signup(input: SignupRequest): Promise<UserDto>
  /** The signed-in user, or (second factor on, and always for admins) the second factor's challenge. */
  login(input: LoginRequest): Promise<UserDto | SecondFactorChallengeResponse>
  adminLogin(input: LoginRequest): Promise<UserDto | SecondFactorChallengeResponse>
  /** The challenge and a TOTP or recovery code: signs in; `recoveryCodes` when the code completed an enrollment. */
  passSecondFactor(challenge: string, code: string): Promise<{ user: UserDto; recoveryCodes?: string[] }>
  logout(): Promise<void>
  /** Single-flight silent refresh; resolves to the new access token or null. */
  refresh(): Promise<string | null>
  setRole(role: SelfServiceRole): Promise<UserDto>
  /** Re-reads the signed-in user (after a profile change). */
  reloadUser(): Promise<UserDto | null>
}

export const REFRESH_LOCK_NAME = 'cosign-auth-refresh'
const DEFAULT_REFRESH_LEAD_MS = 90_000
const DEFAULT_RETRY_DELAY_MS = 30_000
const MIN_REFRESH_DELAY_MS = 5_000

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}
function browserLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
  return locks ? locks.request(name, task) : task()
}

/** 401/403 from /auth/refresh mean the session is over; anything else may pass (network, rate limit, 5xx). */
function isDefinitiveAuthFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403)
}

/** A server that answered but asked to be tried again: rate limited, or briefly failing (a restart). */
function isRetryLater(error: unknown): boolean {
  return isApiError(error) && (error.status === 429 || error.status >= 500)
}
/** Waits before retrying the start-up refresh after such an answer; the page stays "loading" meanwhile. */
const START_RETRY_DELAYS_MS = [1_000, 3_000]

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { api } = options
  const timers = options.timers ?? defaultTimers
  const now = options.now ?? (() => Date.now())
  const lock = options.lock ?? browserLock
  const channel = options.channel ?? null
  const hint = options.hint ?? null
  const refreshLeadMs = options.refreshLeadMs ?? DEFAULT_REFRESH_LEAD_MS
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS

  let state: SessionState = { status: 'loading', user: null, reason: null }
  let accessToken: string | null = null
  let expiresAt = 0
  let timer: unknown = null
  let refreshInFlight: Promise<string | null> | null = null
  let startPromise: Promise<void> | null = null
  // Bumped on every sign-in/sign-out so a slow refresh failure cannot undo a login that happened meanwhile.
  let generation = 0
  const listeners = new Set<() => void>()

  function setState(next: SessionState) {
    state = next
    for (const listener of [...listeners]) listener()
  }

  function cancelTimer() {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }

  function schedule(delayMs: number) {
    cancelTimer()
    timer = timers.setTimeout(() => {
      timer = null
      void refresh()
    }, delayMs)
  }

  function applySession(session: SessionResponse): UserDto {
    generation += 1
    accessToken = session.accessToken
    expiresAt = now() + session.expiresIn * 1000
    schedule(Math.max(session.expiresIn * 1000 - refreshLeadMs, MIN_REFRESH_DELAY_MS))
    hint?.remember(true, session.user.role)
    setState({ status: 'signed-in', user: session.user, reason: null })
    return session.user
  }

  /** `keepHint`: the session may still be valid on the server (a refresh failed for a transient reason). */
  function clearSession(reason: SignedOutReason, keepHint = false) {
    generation += 1
    cancelTimer()
    accessToken = null
    expiresAt = 0
    if (!keepHint) hint?.remember(false)
    if (state.status !== 'signed-out' || state.reason !== reason || state.user)
      setState({ status: 'signed-out', user: null, reason })
  }

  let startRetries = 0
  const sleep = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms))

  async function performRefresh(): Promise<string | null> {
    const startedAt = generation
    try {
      const session = await lock(REFRESH_LOCK_NAME, () =>
        api.call(authEndpoints.refreshSession, {}, { auth: false }),
      )
      applySession(session)
      return session.accessToken
    } catch (error) {
      if (generation !== startedAt) return accessToken
      const wasSignedIn = state.status === 'signed-in'
      if (isDefinitiveAuthFailure(error)) clearSession(wasSignedIn ? 'expired' : 'initial')
      else if (
        state.status === 'loading' &&
        isRetryLater(error) &&
        startRetries < START_RETRY_DELAYS_MS.length
      ) {
        // The first page load of a signed-in user: a rate limit or a restarting service must not sign them out.
        await sleep(START_RETRY_DELAYS_MS[startRetries++])
        return generation === startedAt ? performRefresh() : accessToken
      } else if (!wasSignedIn) clearSession('initial', true)
      else if (now() >= expiresAt) clearSession('expired', true)
      else schedule(retryDelayMs) // transient failure while the token is still valid: try again later
      return null
    }
  }

  function refresh(): Promise<string | null> {
    refreshInFlight ??= performRefresh().finally(() => {
      refreshInFlight = null
    })
    return refreshInFlight
  }

  async function signIn(answer: Promise<SessionResponse>): Promise<UserDto> {
    const session = await answer
    const user = applySession(session)
    channel?.postMessage({ type: 'login' })
    return user
  }

  /** A login's answer: signs in with a session; a second factor's challenge is handed back, no session yet. */
  async function signInOrChallenge(answer: Promise<LoginResponse>): Promise<UserDto | SecondFactorChallengeResponse> {
    const result = await answer
    return isSecondFactorChallenge(result) ? result : signIn(Promise.resolve(result))
  }

  channel?.addEventListener('message', (event) => {
    if (event.data?.type === 'logout') clearSession('logout')
    else if (event.data?.type === 'login' && state.status !== 'signed-in') void refresh()
  })

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => state,
    expectsSession: () => state.status === 'loading' && hint !== null && hint.mayHaveSession(),
    lastRole: () => (state.status === 'loading' ? (hint?.lastRole?.() ?? null) : null),
    getAccessToken: () => accessToken,
    refreshAccessToken: () => refresh(),
    refresh,
    start() {
      startPromise ??=
        hint && !hint.mayHaveSession()
          ? Promise.resolve(clearSession('initial'))
          : refresh().then(() => undefined)
      return startPromise
    },
    signup: (input) => signIn(api.call(authEndpoints.signUp, { body: input }, { auth: false })),
    login: (input) => signInOrChallenge(api.call(authEndpoints.logIn, { body: input }, { auth: false })),
    adminLogin: (input) => signInOrChallenge(api.call(authEndpoints.logInAsAdmin, { body: input }, { auth: false })),
    async passSecondFactor(challenge, code) {
      const answer = await api.call(authEndpoints.passSecondFactor, { body: { challenge, code } }, { auth: false })
      const user = await signIn(Promise.resolve(answer))
      return answer.recoveryCodes ? { user, recoveryCodes: answer.recoveryCodes } : { user }
    },
    async logout() {
      await api.call(authEndpoints.logOut, {}, { auth: false })
      clearSession('logout')
      channel?.postMessage({ type: 'logout' })
    },
    async setRole(role) {
      const session = await api.call(authEndpoints.changeMyRole, { body: { role } })
      return applySession(session)
    },
    async reloadUser() {
      if (state.status !== 'signed-in') return null
      const { user } = await api.call(authEndpoints.getMe)
      if (state.status === 'signed-in') setState({ ...state, user })
      return user
    },
  }
}
