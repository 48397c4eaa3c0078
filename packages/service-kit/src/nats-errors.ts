// What JetStream's errors mean for recovery; kept apart from nats.ts so it loads without a NATS client.

type ErrorLike = { name?: string; message?: string; code?: unknown } | null | undefined

/**
 * The broker lost (or never had) the stream: its API says "stream not found" (10059), or a publish found
 * nobody listening on the subject (a 503 "no responders", which the client reports as "jetstream is not
 * enabled").
 */
export function isStreamMissing(err: unknown): boolean {
  const e = err as ErrorLike
  if (e?.code === 10059) return true
  return /stream not found|no stream matches|jetstream is not enabled|no responders/i.test(`${e?.name ?? ''} ${e?.message ?? ''}`)
}

/** The durable is gone (10014, or deleted under a running pull), or its whole stream is. */
export function isConsumerMissing(err: unknown): boolean {
  const e = err as ErrorLike
  if (e?.code === 10014) return true
  return /consumer not found|consumer deleted/i.test(e?.message ?? '') || isStreamMissing(err)
}
