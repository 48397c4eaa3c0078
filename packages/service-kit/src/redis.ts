import { Redis } from 'ioredis'

interface Log {
  warn(obj: object, msg: string): void
  info(msg: string): void
}

/**
 * A Redis connection that fails fast instead of queueing (no offline queue, short timeouts), so a command
 * never holds a request while Redis is down; the outage is logged once and its end once. `purpose` says in
 * the log what goes without Redis meanwhile.
 */
export function connectRedis(url: string, log: Log, purpose: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
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
