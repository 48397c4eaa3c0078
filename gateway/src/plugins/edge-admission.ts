import { createHash } from 'node:crypto'
import net from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { connect, type NatsConnection } from '@nats-io/transport-node'
import { revocationSubject } from '@cosign/service-kit'

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the edge load balancer which access tokens this gateway has admitted (docs/decisions.md). */
    edgeAdmission: EdgeAdmission
  }
}

export interface AdmittedClaims {
  exp?: number
  sub?: string
  sid?: string
}

export interface EdgeAdmission {
  /** Records that `token` passed the gateway's checks; the edge may forward it directly until it expires. */
  admit(token: string, claims: AdmittedClaims): void
  /** Withdraws the admissions of a revoked session, or of every session of a user whose access changed. */
  withdraw(notice: { sid: string } | { userId: string }): void
  /** Resolves once every queued command has reached every edge (tests and shutdown). */
  flush(): Promise<void>
}

export interface EdgeAdmissionOptions {
  /** Runtime API addresses of the edge load balancers: a unix socket path or `host:port` each. */
  sockets: string[]
  /** Longest time an admission stands at the edge before the token must pass the gateway again. */
  windowSeconds: number
  /** Name of the edge's stick table of admitted tokens. */
  table?: string
  now?: () => number
}

export const ADMITTED_TABLE = 'admitted'

/** The key the edge computes from the Authorization header: lower-case hex SHA-256 of the bearer token. */
export function admissionKey(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Sends one line of `;`-separated commands to an HAProxy runtime API socket and waits for it to close. */
function sendCommands(address: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const colon = address.lastIndexOf(':')
    const socket =
      address.startsWith('/') || colon === -1
        ? net.connect(address)
        : net.connect(Number(address.slice(colon + 1)), address.slice(0, colon))
    let answer = ''
    socket.setEncoding('utf8')
    socket.setTimeout(2000, () => socket.destroy(new Error(`edge runtime API ${address} did not answer`)))
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(answer))
    socket.end(`${line}\n`)
  })
}

/**
 * The edge load balancer (HAProxy, scripts/platform.mjs) forwards an API request straight to its service
 * when the request's bearer token is in its table of admitted tokens with a deadline still ahead; every
 * other request comes here. So the gateway stays the one place that admits a token: it tells the edge each
 * token it has verified, for at most `windowSeconds` and never past the token's expiry, and withdraws the
 * tokens of a session or user as soon as a revocation is announced. The services behind still verify every
 * token and check revocation themselves, so an admission the edge holds a moment too long grants nothing.
 *
 * Commands are batched per event-loop turn and sent over short runtime-API connections; a token already
 * admitted for most of its window is not sent again, so a busy token costs one command per half window.
 */
export function createEdgeAdmission(
  options: EdgeAdmissionOptions,
  log: { warn(obj: object, msg: string): void },
): EdgeAdmission & { close(): Promise<void> } {
  const table = options.table ?? ADMITTED_TABLE
  const now = options.now ?? (() => Math.floor(Date.now() / 1000))
  /** Key → deadline sent to the edge, and who it belongs to (for withdrawals). */
  const admitted = new Map<string, { until: number; sub?: string; sid?: string }>()
  let queue: string[] = []
  let scheduled: Promise<void> | null = null
  let failing = false

  const send = async () => {
    await new Promise<void>((r) => setImmediate(r))
    const commands = queue
    queue = []
    scheduled = null
    if (commands.length === 0) return
    // HAProxy reads one line of commands separated by `;`; keep lines to a sane length.
    for (let i = 0; i < commands.length; i += 200) {
      const line = commands.slice(i, i + 200).join(';')
      const results = await Promise.allSettled(options.sockets.map((address) => sendCommands(address, line)))
      const failed = results.find((r) => r.status === 'rejected')
      if (failed && !failing) log.warn({ err: (failed as PromiseRejectedResult).reason }, 'edge runtime API unreachable')
      failing = failed !== undefined
    }
  }
  const enqueue = (command: string) => {
    queue.push(command)
    scheduled ??= send()
  }

  return {
    admit(token, claims) {
      if (options.sockets.length === 0 || typeof claims.exp !== 'number') return
      const at = now()
      const until = Math.min(claims.exp, at + options.windowSeconds)
      if (until <= at) return
      const key = admissionKey(token)
      const known = admitted.get(key)
      if (known && known.until - at > options.windowSeconds / 2) return
      if (admitted.size >= 100_000) admitted.clear()
      admitted.set(key, { until, sub: claims.sub, sid: claims.sid })
      enqueue(`set table ${table} key ${key} data.gpt0 ${until}`)
    },
    withdraw(notice) {
      if (options.sockets.length === 0) return
      const at = now()
      for (const [key, entry] of admitted) {
        if (entry.until <= at) admitted.delete(key)
        else if ('sid' in notice ? entry.sid === notice.sid : entry.sub === notice.userId) {
          admitted.delete(key)
          enqueue(`clear table ${table} key ${key}`)
        }
      }
    },
    async flush() {
      while (scheduled) await scheduled
    },
    async close() {
      while (scheduled) await scheduled
    },
  }
}

/**
 * Registers `app.edgeAdmission`; with no edge sockets configured every call is a no-op. With sockets, it
 * listens to the auth service's revocation broadcasts (NATS core) and withdraws what they name.
 */
export default fp<EdgeAdmissionOptions & { natsUrl: string; subjectPrefix: string }>(
  async function edgeAdmission(app: FastifyInstance, opts) {
    const admission = createEdgeAdmission(opts, app.log)
    app.decorate('edgeAdmission', admission)
    let nc: NatsConnection | null = null
    let closed = false
    if (opts.sockets.length > 0) {
      // In the background: the gateway answers while NATS is down; admissions then simply run out.
      void connect({ servers: opts.natsUrl, name: 'gateway-edge-admission', maxReconnectAttempts: -1, waitOnFirstConnect: true })
        .then((connection) => {
          if (closed) return void connection.close()
          nc = connection
          connection.subscribe(revocationSubject(opts.subjectPrefix), {
            callback: (err, msg) => {
              if (err) return
              let notice: { sid?: unknown; userId?: unknown } | null = null
              try {
                notice = msg.json()
              } catch {
                return // not JSON: ignored
              }
              if (typeof notice?.sid === 'string') admission.withdraw({ sid: notice.sid })
              else if (typeof notice?.userId === 'string') admission.withdraw({ userId: notice.userId })
            },
          })
        })
        .catch((err: unknown) => app.log.warn({ err }, 'edge admission: no revocation broadcasts'))
    }
    app.addHook('onClose', async () => {
      closed = true
      await admission.close()
      await (nc as NatsConnection | null)?.close()
    })
  },
  { name: 'edge-admission' },
)
