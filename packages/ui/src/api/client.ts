import {
  ERROR_CODES,
  endpointPath,
  type EndpointDeclaration,
  type EndpointInput,
  type EndpointResponse,
} from '@cosign/api'
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from './api-error.js'

/** Where the client gets the access token from; the session store implements it. */
export interface TokenProvider {
  /** The current access token, or null when signed out. */
  getAccessToken(): string | null
  /** One silent refresh through the httpOnly cookie; resolves to the new token or null if the session is over. */
  refreshAccessToken(): Promise<string | null>
}

export type QueryValue = string | number | boolean | null | undefined
export interface RequestOptions {
  query?: Record<string, QueryValue>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Attach the access token and retry once after a silent refresh on 401. Default true; auth endpoints pass false. */
  auth?: boolean
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. '/api' or 'http://localhost:8080/api'. */
  baseUrl: string
  fetch?: typeof fetch
  tokens?: TokenProvider
}

/** The input of a call: the endpoint's params, query and body; optional when the endpoint needs none. */
export type CallArguments<E extends EndpointDeclaration> = {} extends EndpointInput<E>
  ? [input?: EndpointInput<E>, options?: Omit<RequestOptions, 'query'>]
  : [input: EndpointInput<E>, options?: Omit<RequestOptions, 'query'>]

export interface ApiClient {
  /**
   * Calls a declared endpoint (@cosign/api): its method and path come from the declaration, its input and answer
   * are typed by it. The one way front ends reach the API.
   */
  call<E extends EndpointDeclaration>(endpoint: E, ...args: CallArguments<E>): Promise<EndpointResponse<E>>
  get<T>(path: string, options?: RequestOptions): Promise<T>
  delete<T>(path: string, options?: RequestOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  request<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T>
  /** Changes the prefix (the shell learns it from /config.json after start-up). */
  setBaseUrl(baseUrl: string): void
  getBaseUrl(): string
  setTokenProvider(tokens: TokenProvider | undefined): void
}

// Codes after which a fresh access token may help; other 401s (wrong password...) are final.
const REFRESHABLE_CODES = new Set<string>([ERROR_CODES.tokenExpired, ERROR_CODES.unauthorized])

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '')
  const suffix = path.startsWith('/') ? path : `/${path}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value))
  }
  const qs = params.toString()
  return `${base}${suffix}${qs ? `?${qs}` : ''}`
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined
  const text = await response.text()
  if (!text) return undefined
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('json')) {
    try {
      return JSON.parse(text)
    } catch {
      return undefined
    }
  }
  return text
}

/**
 * JSON HTTP client for the gateway's /api. Sends cookies (the refresh cookie lives on /api/auth), attaches the
 * in-memory access token, turns every non-2xx answer into an ApiError, and on a 401 tries one silent refresh
 * and retries the request once.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let baseUrl = options.baseUrl
  let tokens = options.tokens
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))

  async function send(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions,
    token: string | null,
  ) {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers }
    let payload: BodyInit | undefined
    if (isFormData(body)) payload = body
    else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    if (token) headers.authorization = `Bearer ${token}`
    try {
      return await doFetch(buildUrl(baseUrl, path, opts.query), {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: opts.signal,
      })
    } catch (err) {
      if ((err as { name?: string } | null)?.name === 'AbortError') throw err
      throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE)
    }
  }

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<T> {
    const useAuth = opts.auth !== false
    const token = useAuth ? (tokens?.getAccessToken() ?? null) : null
    let response = await send(method, path, body, opts, token)
    let parsed = await readBody(response)

    if ((response.status === 401 || response.status === 403) && useAuth && tokens) {
      const error = ApiError.fromBody(response.status, parsed)
      // A 403 EMAIL_NOT_VERIFIED may come from a token signed before the address was confirmed (in another tab or
      // on another device): one fresh token, signed from the account, settles it.
      if (response.status === 401 ? REFRESHABLE_CODES.has(error.code) : error.code === ERROR_CODES.emailNotVerified) {
        const fresh = await tokens.refreshAccessToken()
        if (!fresh) throw error
        response = await send(method, path, body, opts, fresh)
        parsed = await readBody(response)
      }
    }
    if (!response.ok) throw ApiError.fromBody(response.status, parsed)
    return parsed as T
  }

  return {
    request,
    call: (endpoint, ...[input, options]) => {
      const { params, query, body } = (input ?? {}) as { params?: object; query?: Record<string, QueryValue>; body?: unknown }
      return request(endpoint.method, `/${endpoint.service}${endpointPath(endpoint, params)}`, body, { ...options, query })
    },
    get: (path, o) => request('GET', path, undefined, o),
    delete: (path, o) => request('DELETE', path, undefined, o),
    post: (path, body, o) => request('POST', path, body, o),
    put: (path, body, o) => request('PUT', path, body, o),
    patch: (path, body, o) => request('PATCH', path, body, o),
    setBaseUrl: (next) => {
      baseUrl = next
    },
    getBaseUrl: () => baseUrl,
    setTokenProvider: (next) => {
      tokens = next
    },
  }
}
