// Runtime configuration: the gateway answers GET /config.json from its environment, so remotes can move or be
// redeployed without rebuilding the shell. If it cannot be read, the local development defaults apply.
import { RUNTIME_CONFIG_ELEMENT_ID } from '@cosign/api'

export const REMOTE_NAMES = ['mfe_marketing', 'mfe_renter', 'mfe_cosigner', 'mfe_admin'] as const
export type RemoteName = (typeof REMOTE_NAMES)[number]

export interface RuntimeConfig {
  remotes: Record<RemoteName, string>
  apiBase: string
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    mfe_marketing: 'http://localhost:3001/remoteEntry.js',
    mfe_renter: 'http://localhost:3002/remoteEntry.js',
    mfe_cosigner: 'http://localhost:3003/remoteEntry.js',
    mfe_admin: 'http://localhost:3004/remoteEntry.js',
  },
  apiBase: '/api',
}

export const CONFIG_URL = '/config.json'
const CONFIG_TIMEOUT_MS = 4000

/** http(s) URLs and same-origin paths only: the value ends up as a <script src>. */
function isSafeUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false
  if (value.startsWith('/') && !value.startsWith('//')) return true
  return /^https?:\/\/[^\s]+$/i.test(value)
}

/** Takes what is valid from the answer and keeps the default for anything missing or malformed. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const input = (typeof value === 'object' && value !== null ? value : {}) as {
    remotes?: unknown
    apiBase?: unknown
  }
  const remotesIn = (
    typeof input.remotes === 'object' && input.remotes !== null ? input.remotes : {}
  ) as Record<string, unknown>
  const remotes = { ...DEFAULT_RUNTIME_CONFIG.remotes }
  for (const name of REMOTE_NAMES) {
    const url = remotesIn[name]
    if (isSafeUrl(url)) remotes[name] = url
  }
  const apiBase = isSafeUrl(input.apiBase)
    ? input.apiBase.replace(/\/+$/, '')
    : DEFAULT_RUNTIME_CONFIG.apiBase
  return { remotes, apiBase }
}

/**
 * The configuration inlined in the page, or null when there is none or it is not JSON (a page the gateway did
 * not compose, the development server): then /config.json is asked. Saves a round trip before any remote loads.
 */
export function inlineRuntimeConfig(
  doc: Document | undefined = globalThis.document,
): RuntimeConfig | null {
  const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    return parseRuntimeConfig(JSON.parse(text))
  } catch {
    return null
  }
}

export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = CONFIG_TIMEOUT_MS,
): Promise<RuntimeConfig> {
  const inline = inlineRuntimeConfig()
  if (inline) return inline
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(CONFIG_URL, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: controller.signal,
    })
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG
    return parseRuntimeConfig(await response.json())
  } catch {
    return DEFAULT_RUNTIME_CONFIG
  } finally {
    clearTimeout(timer)
  }
}
