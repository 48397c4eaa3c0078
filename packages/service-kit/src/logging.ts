import type { FastifyInstance } from 'fastify'

/**
 * A log destination that writes all lines logged during one turn of the event loop in a single write.
 * With one line per request, writing each line on its own was a noticeable share of a service's CPU under
 * load (one system call per request); batching makes it one per turn. Lines still reach the output within
 * the same turn, and whatever is pending is written synchronously when the process exits.
 */
export class BatchedLogStream {
  private pending: string[] = []
  private scheduled = false
  private readonly flushSoon = () => this.flush()

  constructor(private readonly out: { write(chunk: string): unknown }) {}

  write(line: string): void {
    this.pending.push(line)
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(this.flushSoon)
    }
  }

  flush(): void {
    this.scheduled = false
    if (this.pending.length === 0) return
    const chunk = this.pending.length === 1 ? this.pending[0] : this.pending.join('')
    this.pending = []
    this.out.write(chunk)
  }
}

let stdoutStream: BatchedLogStream | undefined

/** The process-wide batched stdout (one per process, flushed on exit). */
export function batchedStdout(): BatchedLogStream {
  if (!stdoutStream) {
    const stream = new BatchedLogStream(process.stdout)
    process.once('exit', () => stream.flush())
    stdoutStream = stream
  }
  return stdoutStream
}

// Websocket URLs carry the access token as `?token=` (browsers cannot set headers on upgrades).
const TOKEN_PARAM = /([?&]token=)[^&#]*/gi

/** The URL as it may appear in logs: access tokens in the query are masked. */
export function redactUrl(url: string): string {
  return url.includes('token=') || url.includes('TOKEN=') ? url.replace(TOKEN_PARAM, '$1[redacted]') : url
}

/**
 * One info line per completed request instead of Fastify's two (incoming + completed): the request logger
 * carries the request id, and access tokens in query strings are masked.
 */
export function logCompletedRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    )
    done()
  })
}
