import { Redis } from 'ioredis'

interface Log {
  warn(obj: object, msg: string): void
  info(msg: string): void
}

/**
 * A Redis connection that fails fast instead of queueing (no offline queue, short timeouts), so a command
 * never holds a request while Redis is down; the outage is logged once and its end once. `purpose` says in
 * the log what goes without Redis meanwhile.
 *
 * Auto-pipelined: the commands issued in one event-loop turn (the session checks of concurrent requests) go
 * out in one write and come back in one read. Measured on the gateway (docs/decisions.md, "Sessions that
 * end"): one MGET per request cost a quarter of its throughput without it, nothing measurable with it.
 */
export function connectRedis(url: string, log: Log, purpose: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    // How long a closing connection may linger (untyped ioredis option; its default of 2 s would hold
    // shutdown when Redis was never reachable).
    ...({ disconnectTimeout: 200 } as object),
  })
  let unavailable = false
  redis.on('error', (err: Error) => {
    if (!unavailable) log.warn({ err: err.message }, `redis unavailable: ${purpose}`)
    unavailable = true
  })
  redis.on('ready', () => {
    if (unavailable) log.info('redis available again')
    unavailable = false
  })
  return redis
}

/** Closes a connection made by `connectRedis`, quickly when Redis is not there. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
  else redis.disconnect()
}
