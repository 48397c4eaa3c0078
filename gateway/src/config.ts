import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ADMIN_DOCUMENT_MAX_BYTES } from '@cosign/api'
import { intFromEnv, readBaseEnv, type BaseEnv } from '@cosign/service-kit'

/** The services behind `/api/<name>`, in the order /readyz reports them. */
export const SERVICE_NAMES = ['auth', 'matching', 'contracts', 'payments', 'chat', 'documents'] as const
export type ServiceName = (typeof SERVICE_NAMES)[number]

/** Micro-frontend remotes the shell loads, as named in the shell's Module Federation config. */
export const REMOTE_NAMES = ['mfe_marketing', 'mfe_renter', 'mfe_cosigner', 'mfe_admin'] as const
export type RemoteName = (typeof REMOTE_NAMES)[number]

export interface GatewayConfig extends BaseEnv {
  port: number
  /**
   * Where the gateway listens: HOST, default all interfaces, since it is the one process users reach. The
   * processes behind it use BIND_HOST (`bindHost`, loopback by default) instead.
   */
  host: string
  /** Origin browsers use to reach the gateway; canonical links, CORS, CSP and HSTS derive from it. */
  publicOrigin: string
  services: Record<ServiceName, string>
  remotes: Record<RemoteName, string>
  /**
   * The support team's contact, shown on /support through /config.json (SUPPORT_EMAIL, SUPPORT_PHONE). No
   * default: without them the page leaves the email and phone cards out rather than showing made-up ones.
   */
  support: { email: string | null; phone: string | null }
  corsOrigins: string[]
  shellDir: string
  marketingDir: string
  /**
   * Per client IP and path, in Redis. `max` for the credential paths (login, admin login, sign-up);
   * `refreshMax` for /refresh, which needs a valid httpOnly cookie (nothing to guess) and runs on every page
   * load, so many tabs or an office behind one NAT must not be signed out by it.
   */
  authRateLimit: { max: number; refreshMax: number; windowMs: number; keyPrefix: string }
  /**
   * Per client IP and route, in Redis (same store and key prefix as authRateLimit): the public agreement
   * verification (`/api/documents/agreements/verify[/:sha256]`), reachable without login.
   */
  publicRateLimit: { verifyMax: number; windowMs: number }
  /**
   * Largest request body forwarded, multipart included; larger ones get 413 here and never reach a
   * service. Services apply their own, smaller limits per route.
   */
  maxRequestBodyBytes: number
  /** Time allowed for an upstream to send response headers. */
  upstreamTimeoutMs: number
  readyTimeoutMs: number
  /**
   * Whether a proxy in front of the gateway sets X-Forwarded-For/-Proto. Off by default: the gateway is
   * the edge, so client-sent forwarding headers are replaced, never trusted (rate limits and the contract
   * signature audit trail rely on the client IP).
   */
  trustProxy: boolean
  /**
   * The edge load balancer's runtime API addresses (EDGE_RUNTIME_SOCKETS, comma-separated unix socket paths
   * or host:port), to which the gateway reports the tokens it admitted, for at most `windowSeconds`
   * (EDGE_ADMISSION_SECONDS, default 30). Empty: no edge, nothing reported (plugins/edge-admission.ts).
   */
  edgeAdmission: { sockets: string[]; windowSeconds: number }
}

const GATEWAY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = {
  auth: 4001,
  matching: 4002,
  contracts: 4003,
  payments: 4004,
  chat: 4005,
  documents: 4006,
}
const DEFAULT_REMOTE_PORTS: Record<RemoteName, number> = {
  mfe_marketing: 3001,
  mfe_renter: 3002,
  mfe_cosigner: 3003,
  mfe_admin: 3004,
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** A comma-separated list of origins, normalised to `scheme://host[:port]` (invalid entries dropped). */
export function parseOrigins(value: string): string[] {
  const origins: string[] = []
  for (const raw of value.split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    try {
      origins.push(new URL(entry).origin)
    } catch {
      // not an origin: ignore rather than allow something unintended
    }
  }
  return origins
}

function defaultCorsOrigins(): string[] {
  const origins: string[] = []
  for (const port of Object.values(DEFAULT_REMOTE_PORTS)) {
    origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`)
  }
  return origins
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const base = readBaseEnv(env)
  const port = intFromEnv(env.PORT, 8080)
  const publicOrigin = new URL(env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).origin
  const services = {} as Record<ServiceName, string>
  for (const name of SERVICE_NAMES) {
    const fromEnv = env[`${name.toUpperCase()}_URL`]
    services[name] = withoutTrailingSlash(fromEnv ?? `http://127.0.0.1:${DEFAULT_SERVICE_PORTS[name]}`)
  }
  const remotes = {} as Record<RemoteName, string>
  for (const name of REMOTE_NAMES) {
    const fromEnv = env[`${name.toUpperCase()}_URL`]
    remotes[name] = fromEnv ?? `http://localhost:${DEFAULT_REMOTE_PORTS[name]}/remoteEntry.js`
  }
  const corsOrigins = env.CORS_ORIGINS ? parseOrigins(env.CORS_ORIGINS) : defaultCorsOrigins()
  if (!corsOrigins.includes(publicOrigin)) corsOrigins.push(publicOrigin)
  return {
    ...base,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicOrigin,
    services,
    remotes,
    support: supportContact(env),
    corsOrigins,
    shellDir: env.SHELL_DIR ? path.resolve(env.SHELL_DIR) : path.join(GATEWAY_ROOT, '../shell/dist'),
    marketingDir: env.MARKETING_DIR
      ? path.resolve(env.MARKETING_DIR)
      : path.join(GATEWAY_ROOT, '../mfe-marketing/dist'),
    authRateLimit: {
      max: intFromEnv(env.AUTH_RATE_LIMIT_MAX, 20),
      refreshMax: intFromEnv(env.AUTH_REFRESH_RATE_LIMIT_MAX, 300),
      windowMs: intFromEnv(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000),
      keyPrefix: env.RATE_LIMIT_KEY_PREFIX ?? 'gateway:rate-limit:',
    },
    publicRateLimit: {
      verifyMax: intFromEnv(env.VERIFY_RATE_LIMIT_MAX, 30),
      windowMs: intFromEnv(env.VERIFY_RATE_LIMIT_WINDOW_MS, 60_000),
    },
    // The largest upload a service takes, plus room for the multipart framing and form fields.
    maxRequestBodyBytes: intFromEnv(env.MAX_REQUEST_BODY_BYTES, ADMIN_DOCUMENT_MAX_BYTES + 1024 * 1024),
    upstreamTimeoutMs: intFromEnv(env.UPSTREAM_TIMEOUT_MS, 30_000),
    readyTimeoutMs: intFromEnv(env.READY_TIMEOUT_MS, 1_500),
    trustProxy: env.TRUST_PROXY === 'true',
    edgeAdmission: {
      sockets: (env.EDGE_RUNTIME_SOCKETS ?? '').split(',').map((a) => a.trim()).filter(Boolean),
      windowSeconds: intFromEnv(env.EDGE_ADMISSION_SECONDS, 30),
    },
  }
}

/** SUPPORT_EMAIL / SUPPORT_PHONE (a US number); a malformed one stops the start, naming the variable. */
export function supportContact(env: NodeJS.ProcessEnv): GatewayConfig['support'] {
  const email = env.SUPPORT_EMAIL?.trim() || null
  const phone = env.SUPPORT_PHONE?.trim() || null
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error('SUPPORT_EMAIL must be an email address')
  if (phone && !/^\+?1?[\s.()-]*(\d[\s.()-]*){10}$/.test(phone))
    throw new Error('SUPPORT_PHONE must be a US phone number, e.g. (212) 555-0142')
  return { email, phone }
}
