// Connection settings shared by every service. Defaults match the README's local set-up; production sets
// all of them (JWT_SECRET has no default there).
export interface BaseEnv {
  nodeEnv: string
  databaseUrl: string
  natsUrl: string
  redisUrl: string
  jwtSecret: string
  logLevel: string
  eventStream: string
  subjectPrefix: string
}

export function readBaseEnv(env: NodeJS.ProcessEnv = process.env): BaseEnv {
  const nodeEnv = env.NODE_ENV ?? 'development'
  const jwtSecret =
    env.JWT_SECRET ?? (nodeEnv === 'production' ? '' : 'dev-only-jwt-secret-change-me-0123456789')
  if (!jwtSecret) throw new Error('JWT_SECRET must be set in production')
  return {
    nodeEnv,
    databaseUrl: env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign',
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    jwtSecret,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    eventStream: env.EVENT_STREAM ?? 'COSIGN_EVENTS',
    subjectPrefix: env.EVENT_SUBJECT_PREFIX ?? 'cosign',
  }
}

export function intFromEnv(value: string | undefined, fallback: number, min = 1): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value)
  return Number.isInteger(n) && n >= min ? n : fallback
}
