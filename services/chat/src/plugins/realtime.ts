import fp from 'fastify-plugin'
import { revocationSubject, type NatsSubscription } from '@cosign/service-kit'
import type { WebSocket } from 'ws'
import type { RealtimePush } from '@cosign/api'
import { PushOrder } from './push-order.js'

export interface Realtime {
  /**
   * Sends to every open socket of the user (or of each user), on whichever chat instance holds it (NATS core
   * fan-out); the frame is serialised once for all of them.
   */
  publish(userIds: string | readonly string[], message: RealtimePush): void
  /**
   * Tracks an authenticated socket until it closes; it is closed when its access token expires, and when the
   * token's session ends (logout, account switched off, role changed: auth's revocation broadcast).
   */
  attach(userId: string, socket: WebSocket, tokenExpiresAtMs?: number, session?: SocketSession): void
  /** Open sockets of a user on this instance. */
  connectionCount(userId: string): number
  /** The users with an open socket on this instance (their presence, for the unread digest). */
  connectedUsers(): string[]
  /** Resolves once NATS has this instance's interest in the user's pushes (a round trip after the first socket). */
  subscribed(userId: string): Promise<void>
}

/** The access token's session claims a socket was opened with. */
export interface SocketSession {
  sid?: string
  ver?: number
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
  }
}

/** Close code sent when the access token behind a socket expires: the client reconnects with a fresh one. */
export const TOKEN_EXPIRED_CLOSE_CODE = 4401

/**
 * Per-user websocket fan-out across chat instances. Pushes go over NATS core pub/sub on
 * `<prefix>_realtime.user.<userId>`: deliberately outside `<prefix>.>`, which the JetStream event stream
 * captures, so short-lived pushes are never stored as domain events. An instance subscribes to the subjects of
 * the users it holds sockets of (NATS delivers a push only where its user is connected) and hands each message to
 * those sockets, a conversation's messages in seq order even when two instances published them out of it
 * (PushOrder).
 */
export default fp<{ subjectPrefix: string; heartbeatMs: number }>(
  async (app, opts) => {
    const root = `${opts.subjectPrefix}_realtime.user`
    const sockets = new Map<string, Set<WebSocket>>()
    const alive = new WeakMap<WebSocket, boolean>()
    const sessionOf = new WeakMap<WebSocket, SocketSession>()
    // One subscription per user with a socket here, made when their first socket attaches (or when NATS connects).
    const subscriptions = new Map<string, NatsSubscription>()
    const flushed = new Map<string, Promise<void>>()
    let revocations: NatsSubscription | null = null
    let closed = false

    function deliverLocally(userId: string, data: string): void {
      for (const socket of sockets.get(userId) ?? []) if (socket.readyState === socket.OPEN) socket.send(data)
    }
    const ordered = new PushOrder(deliverLocally)

    function subscribe(userId: string): void {
      const bus = app.events.bus()
      if (closed || !bus || bus.nc.isClosed() || subscriptions.has(userId)) return
      subscriptions.set(
        userId,
        bus.nc.subscribe(`${root}.${userId}`, {
          callback: (err, msg) => {
            if (err) return app.log.warn({ err }, 'realtime subscription error')
            if (sockets.has(userId)) ordered.push(userId, msg.string())
          },
        }),
      )
      flushed.set(userId, bus.nc.flush().catch(() => undefined))
    }
    function unsubscribe(userId: string): void {
      subscriptions.get(userId)?.unsubscribe()
      subscriptions.delete(userId)
      flushed.delete(userId)
    }

    app.events.connected
      .then((bus) => {
        if (closed) return
        // Sockets attached before NATS was there.
        for (const userId of sockets.keys()) subscribe(userId)
        // An ended session's socket must stop receiving pushes now, not when its token expires: closed with the
        // expiry code, the client reconnects with a fresh token, which an ended session no longer gets.
        revocations = bus.nc.subscribe(revocationSubject(opts.subjectPrefix), {
          callback: (err, msg) => {
            if (err) return
            let notice: { sid?: unknown; userId?: unknown; version?: unknown } | null = null
            try {
              notice = msg.json()
            } catch {
              return // not JSON: ignored
            }
            const ended = (socket: WebSocket, userId: string) => {
              const session = sessionOf.get(socket)
              if (typeof notice?.sid === 'string') return session?.sid === notice.sid
              return userId === notice?.userId && typeof notice.version === 'number' && (session?.ver ?? 0) < notice.version
            }
            for (const [userId, set] of sockets)
              for (const socket of set) if (ended(socket, userId)) socket.close(TOKEN_EXPIRED_CLOSE_CODE, 'Session ended')
          },
        })
      })
      .catch(() => undefined)

    // One timer for all sockets: ping each; one that has not answered the previous ping is dead. The verdict waits
    // for the event loop's next I/O phase (setImmediate): after the process itself stalled (a long GC, a
    // descheduled instance), the timer fires before pongs already in the socket buffers are read, and every
    // healthy socket would be dropped.
    const heartbeat = setInterval(() => {
      setImmediate(() => {
        for (const set of sockets.values())
          for (const socket of set) {
            if (alive.get(socket) === false) {
              socket.terminate()
              continue
            }
            alive.set(socket, false)
            socket.ping()
          }
      })
    }, opts.heartbeatMs)
    heartbeat.unref()

    app.decorate('realtime', {
      publish(userIds, message) {
        const data = JSON.stringify(message)
        const bus = app.events.bus()
        for (const userId of typeof userIds === 'string' ? [userIds] : userIds) {
          // Without NATS only this instance's sockets can be reached; better than dropping the push.
          if (bus && !bus.nc.isClosed()) bus.nc.publish(`${root}.${userId}`, data)
          else if (sockets.has(userId)) ordered.push(userId, data)
        }
      },
      attach(userId, socket, tokenExpiresAtMs, session) {
        let set = sockets.get(userId)
        if (session) sessionOf.set(socket, session)
        if (!set) {
          sockets.set(userId, (set = new Set()))
          subscribe(userId)
        }
        set.add(socket)
        alive.set(socket, true)
        socket.on('pong', () => alive.set(socket, true))
        const expiry =
          tokenExpiresAtMs === undefined
            ? undefined
            : setTimeout(
                () => socket.close(TOKEN_EXPIRED_CLOSE_CODE, 'Token expired'),
                Math.max(0, tokenExpiresAtMs - Date.now()),
              )
        socket.on('close', () => {
          clearTimeout(expiry)
          set.delete(socket)
          if (set.size === 0 && sockets.get(userId) === set) {
            sockets.delete(userId)
            unsubscribe(userId)
            ordered.forget(userId)
          }
        })
      },
      connectionCount: (userId) => sockets.get(userId)?.size ?? 0,
      connectedUsers: () => [...sockets.keys()],
      subscribed: async (userId) => {
        await app.events.connected
        await flushed.get(userId)
      },
    } satisfies Realtime)

    app.addHook('onClose', async () => {
      closed = true
      clearInterval(heartbeat)
      for (const userId of [...subscriptions.keys()]) unsubscribe(userId)
      revocations?.unsubscribe()
    })
  },
  { name: 'realtime', dependencies: ['events'] },
)
