import type { RealtimeMessage } from '@cosign/api'
import { parseRealtimeEnvelope } from '@cosign/ui'
import { parseRealtimeMessage, reconnectDelayMs } from './notifications-state.js'

/** The chat service closes a socket with this code when its access token expires. */
export const TOKEN_EXPIRED_CLOSE_CODE = 4401

/** The part of the browser WebSocket this client uses (a fake stands in for it in tests). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number }) => void) | null
  readonly readyState: number
  send(data: string): void
  close(code?: number): void
}

/** WebSocket.OPEN */
const OPEN = 1

export interface RealtimeOptions {
  socketUrl: (token: string) => string
  /** The session's current access token (null when there is none). */
  getToken: () => string | null
  /** One silent refresh; the new token or null. */
  refreshToken: () => Promise<string | null>
  onMessage: (message: RealtimeMessage) => void
  /** Every message with a `type` (notifications and the others, e.g. contract.updated), for the shared bus. */
  onAnyMessage?: (message: { type: string; [key: string]: unknown }) => void
  /** Called when a socket other than the first opens: pushes sent while there was none were missed. */
  onReconnect?: () => void
  createSocket?: (url: string) => SocketLike
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

/**
 * Keeps one realtime socket open: reconnects after 1, 2, 5, then every 10 s (reset once a socket opens), and
 * with a fresh token after the server closed the socket for an expired one (4401). `send()` writes a frame on
 * the open socket (false when there is none); `close()` ends it for good.
 */
export function connectRealtime(options: RealtimeOptions): { close(): void; send(data: string): boolean } {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>))

  let socket: SocketLike | null = null
  let timer: unknown = null
  let attempt = 0
  let stopped = false
  let sockets = 0
  let expiredToken: string | null = null

  function scheduleReconnect() {
    if (stopped) return
    timer = setTimer(() => {
      timer = null
      void open()
    }, reconnectDelayMs(attempt))
    attempt += 1
  }

  async function open() {
    let token = options.getToken()
    // The session store refreshes ahead of expiry, so its token is usually fresh already; refresh only if not.
    if (!token || token === expiredToken) token = await options.refreshToken().catch(() => null)
    if (stopped) return
    if (!token) return scheduleReconnect()
    const used = token
    const ws = createSocket(options.socketUrl(used))
    const isReconnect = ++sockets > 1
    socket = ws
    ws.onopen = () => {
      attempt = 0
      if (isReconnect) options.onReconnect?.()
    }
    ws.onmessage = (event) => {
      const message = parseRealtimeMessage(event.data)
      if (message) options.onMessage(message)
      if (options.onAnyMessage) {
        const envelope = parseRealtimeEnvelope(event.data)
        if (envelope) options.onAnyMessage(envelope)
      }
    }
    ws.onclose = (event) => {
      if (socket !== ws) return
      socket = null
      if (event.code === TOKEN_EXPIRED_CLOSE_CODE) expiredToken = used
      scheduleReconnect()
    }
  }

  void open()
  return {
    send(data) {
      if (socket === null || socket.readyState !== OPEN) return false
      socket.send(data)
      return true
    },
    close() {
      stopped = true
      if (timer !== null) clearTimer(timer)
      timer = null
      const ws = socket
      socket = null
      ws?.close(1000)
    },
  }
}
