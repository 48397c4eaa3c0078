import { randomBytes } from 'node:crypto'

// Connection settings shared by every service. Connection defaults match the README's local set-up; secrets
// have no default anywhere: the start command (scripts/run-platform.mjs) generates them once into
// `.run/secrets.env`, a deployment sets them, and only NODE_ENV=test makes up its own.
export interface BaseEnv {
  nodeEnv: string
  databaseUrl: string
  natsUrl: string
  redisUrl: string
  jwtSecret: string
  /**
   * Shared by the gateway and the services: the gateway sends it as `x-internal-token`, services refuse
   * requests without it. Required outside NODE_ENV=test; null there unless a test sets it (check off).
   */
  internalToken: string | null
  /** Address the process listens on: loopback unless a deployment opens it (BIND_HOST=0.0.0.0 in containers). */
  bindHost: string
  logLevel: string
  eventStream: string
  /**
   * Copies of the event stream when a service creates it (EVENT_STREAM_REPLICAS, default 1): 3 in a cluster of
   * three NATS servers, so an event survives the loss of one (deploy/k8s).
   */
  eventStreamReplicas?: number
  subjectPrefix: string
}

/** Secrets shorter than this are refused: a guessable key would sign tokens as well as a long one. */
export const MIN_SECRET_LENGTH = 32
export const DEFAULT_BIND_HOST = '127.0.0.1'

// One made-up value per name and process, so several configs read in one test process agree.
const testSecrets = new Map<string, string>()

/**
 * A secret from the environment, or a clear start-up failure naming it. Under NODE_ENV=test a missing one is
 * a random value for this process: tests need no shared constant, and nothing in the repository signs.
 */
export function secretFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  options: { minLength?: number } = {},
): string {
  const value = env[name]
  const nodeEnv = env.NODE_ENV ?? 'development'
  if (!value) {
    if (nodeEnv !== 'test')
      throw new Error(
        `${name} is not set. Secrets have no default: start the platform with scripts/start.sh (it keeps ` +
          `generated ones in .run/secrets.env) or set ${name} in the environment.`,
      )
    if (!testSecrets.has(name)) testSecrets.set(name, randomBytes(32).toString('hex'))
    return testSecrets.get(name)!
  }
  const minLength = options.minLength ?? 0
  if (value.length < minLength) throw new Error(`${name} must be at least ${minLength} characters long`)
  return value
}

export function readBaseEnv(env: NodeJS.ProcessEnv = process.env): BaseEnv {
  const nodeEnv = env.NODE_ENV ?? 'development'
  return {
    nodeEnv,
    databaseUrl: env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign',
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    jwtSecret: secretFromEnv(env, 'JWT_SECRET', { minLength: MIN_SECRET_LENGTH }),
    // Tests drive apps with `inject`, not through a gateway: the check is on only where a test asks for it.
    internalToken:
      nodeEnv === 'test' && !env.INTERNAL_TOKEN
        ? null
        : secretFromEnv(env, 'INTERNAL_TOKEN', { minLength: MIN_SECRET_LENGTH }),
    bindHost: env.BIND_HOST || DEFAULT_BIND_HOST,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    eventStream: env.EVENT_STREAM ?? 'COSIGN_EVENTS',
    eventStreamReplicas: intFromEnv(env.EVENT_STREAM_REPLICAS, 1),
    subjectPrefix: env.EVENT_SUBJECT_PREFIX ?? 'cosign',
  }
}

export function intFromEnv(value: string | undefined, fallback: number, min = 1): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value)
  return Number.isInteger(n) && n >= min ? n : fallback
}

/** What every service's configuration holds: the shared settings, its port and its database schema. */
export interface ServiceEnv extends BaseEnv {
  port: number
  schema: string
}

/** The shared settings, the port (PORT, else `port`) and the schema (DB_SCHEMA, else `schema`) of a service. */
export function readServiceEnv(env: NodeJS.ProcessEnv, port: number, schema: string): ServiceEnv {
  return { ...readBaseEnv(env), port: intFromEnv(env.PORT, port), schema: env.DB_SCHEMA ?? schema }
}
