import { ApiError } from './api-error.js'
import { chatEndpoints } from '@cosign/api'
import { buildUrl, createApiClient, type TokenProvider } from './client.js'

interface Call {
  url: string
  init: RequestInit
}

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  })
}

/** A fetch that answers from a queue and records what it was asked. */
function fakeFetch(...answers: Array<Response | Error>) {
  const calls: Call[] = []
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} })
    const next = answers.shift()
    if (!next) throw new Error('unexpected request')
    if (next instanceof Error) throw next
    return next
  }
  return { fn: fn as typeof fetch, calls }
}

function header(call: Call, name: string): string | undefined {
  return (call.init.headers as Record<string, string>)[name]
}

function tokenSource(initial: string | null, refreshed: string | null) {
  let token = initial
  let refreshes = 0
  const provider: TokenProvider = {
    getAccessToken: () => token,
    refreshAccessToken: async () => {
      refreshes += 1
      token = refreshed
      return refreshed
    },
  }
  return { provider, refreshes: () => refreshes }
}

describe('buildUrl', () => {
  it('joins base and path with one slash and drops empty query values', () => {
    expect(buildUrl('/api/', '/auth/me')).toBe('/api/auth/me')
    expect(
      buildUrl('http://localhost:8080/api', 'listings', { q: 'a b', page: 2, empty: undefined, n: null }),
    ).toBe('http://localhost:8080/api/listings?q=a+b&page=2')
  })
})

describe('createApiClient', () => {
  it('prefixes the base URL, sends JSON with credentials and the bearer token, and parses the JSON answer', async () => {
    const { fn, calls } = fakeFetch(jsonResponse(200, { ok: true }))
    const { provider } = tokenSource('tok-1', null)
    const api = createApiClient({ baseUrl: '/api', fetch: fn, tokens: provider })

    await expect(api.post('/things', { name: 'x' })).resolves.toEqual({ ok: true })
    expect(calls[0].url).toBe('/api/things')
    expect(calls[0].init.method).toBe('POST')
    expect(calls[0].init.credentials).toBe('include')
    expect(calls[0].init.body).toBe('{"name":"x"}')
    expect(header(calls[0], 'content-type')).toBe('application/json')
    expect(header(calls[0], 'authorization')).toBe('Bearer tok-1')
  })

  it('uses the base URL set later (runtime config)', async () => {
    const { fn, calls } = fakeFetch(jsonResponse(204))
    const api = createApiClient({ baseUrl: '/api', fetch: fn })
    api.setBaseUrl('http://localhost:8080/api')
    await expect(api.delete('/x/1')).resolves.toBeUndefined()
    expect(calls[0].url).toBe('http://localhost:8080/api/x/1')
  })

  it('sends no Authorization header when signed out or when auth is off', async () => {
    const { fn, calls } = fakeFetch(jsonResponse(200, {}), jsonResponse(200, {}))
    const api = createApiClient({ baseUrl: '/api', fetch: fn, tokens: tokenSource(null, null).provider })
    await api.get('/a')
    const signedIn = createApiClient({ baseUrl: '/api', fetch: fn, tokens: tokenSource('t', null).provider })
    await signedIn.post('/auth/login', {}, { auth: false })
    expect(header(calls[0], 'authorization')).toBeUndefined()
    expect(header(calls[1], 'authorization')).toBeUndefined()
  })

  it('throws an ApiError with the status, code and message of the error body', async () => {
    const { fn } = fakeFetch(
      jsonResponse(409, { error: { code: 'EMAIL_TAKEN', message: 'An account exists.' } }),
    )
    const api = createApiClient({ baseUrl: '/api', fetch: fn })
    const error = await api.post('/auth/signup', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', message: 'An account exists.' })
  })

  it('gives a generic ApiError for answers without the error shape, and a network ApiError when fetch fails', async () => {
    const { fn } = fakeFetch(
      new Response('<html>bad gateway</html>', { status: 502 }),
      new TypeError('Failed to fetch'),
    )
    const api = createApiClient({ baseUrl: '/api', fetch: fn })
    await expect(api.get('/a')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' })
    await expect(api.get('/a')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })

  it('on 401 TOKEN_EXPIRED refreshes once and retries the request with the new token', async () => {
    const { fn, calls } = fakeFetch(
      jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'expired' } }),
      jsonResponse(200, { user: 'me' }),
    )
    const tokens = tokenSource('old', 'new')
    const api = createApiClient({ baseUrl: '/api', fetch: fn, tokens: tokens.provider })

    await expect(api.get('/auth/me')).resolves.toEqual({ user: 'me' })
    expect(tokens.refreshes()).toBe(1)
    expect(calls).toHaveLength(2)
    expect(header(calls[0], 'authorization')).toBe('Bearer old')
    expect(header(calls[1], 'authorization')).toBe('Bearer new')
  })

  it('on 403 EMAIL_NOT_VERIFIED refreshes once (the address may be confirmed since) and retries; other 403s are final', async () => {
    const unconfirmed = () => jsonResponse(403, { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Verify your email' } })
    const forbidden = () => jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'No' } })
    const { fn, calls } = fakeFetch(unconfirmed(), jsonResponse(201, { ok: true }), unconfirmed(), unconfirmed(), forbidden())
    const tokens = tokenSource('old', 'new')
    const api = createApiClient({ baseUrl: '/api', fetch: fn, tokens: tokens.provider })
    await expect(api.post('/payments/checkout', {})).resolves.toEqual({ ok: true })
    expect(header(calls[1], 'authorization')).toBe('Bearer new')
    // Still not confirmed: the refusal is the answer after one retry.
    await expect(api.post('/payments/checkout', {})).rejects.toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' })
    await expect(api.post('/contracts', {})).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' })
    expect(calls).toHaveLength(5)
    expect(tokens.refreshes()).toBe(2)
  })

    it('retries only once: a second 401 is thrown', async () => {
    const expired = () =>
      jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Authentication required' } })
    const { fn, calls } = fakeFetch(expired(), expired())
    const tokens = tokenSource('old', 'new')
    const api = createApiClient({ baseUrl: '/api', fetch: fn, tokens: tokens.provider })
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
    expect(calls).toHaveLength(2)
    expect(tokens.refreshes()).toBe(1)
  })

  it('throws the original 401 without retrying when the refresh fails', async () => {
    const { fn, calls } = fakeFetch(
      jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'expired' } }),
    )
    const tokens = tokenSource('old', null)
    const api = createApiClient({ baseUrl: '/api', fetch: fn, tokens: tokens.provider })
    await expect(api.get('/auth/me')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' })
    expect(calls).toHaveLength(1)
  })

  it('does not refresh for other 401 codes (wrong password) or for auth:false calls', async () => {
    const invalid = () =>
      jsonResponse(401, {
        error: { code: 'INVALID_CREDENTIALS', message: 'Please check your credentials and try again.' },
      })
    const expired = () => jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'expired' } })
    const { fn } = fakeFetch(invalid(), expired())
    const tokens = tokenSource('t', 'new')
    const api = createApiClient({ baseUrl: '/api', fetch: fn, tokens: tokens.provider })
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({
      message: 'Please check your credentials and try again.',
    })
    await expect(api.post('/auth/refresh', undefined, { auth: false })).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    })
    expect(tokens.refreshes()).toBe(0)
  })

  it('sends FormData as is, without a JSON content type', async () => {
    const { fn, calls } = fakeFetch(jsonResponse(201, { id: 1 }))
    const api = createApiClient({ baseUrl: '/api', fetch: fn })
    const form = new FormData()
    form.append('title', 'Lease')
    await api.post('/documents', form)
    expect(calls[0].init.body).toBe(form)
    expect(header(calls[0], 'content-type')).toBeUndefined()
  })
})

describe('api.call (declared endpoints)', () => {
  it('takes method and path from the declaration, fills and encodes params, sends query and body', async () => {
    const { fn, calls } = fakeFetch(jsonResponse(201, { message: { id: 'm1' } }), jsonResponse(200, { items: [], hasMore: false, otherReadSeq: 0 }))
    const api = createApiClient({ baseUrl: '/api', fetch: fn })
    const sent = await api.call(chatEndpoints.sendMessage, { params: { id: 'c/1' }, body: { message: 'Hello' } })
    expect(sent.message.id).toBe('m1')
    expect(calls[0].url).toBe('/api/chat/conversations/c%2F1/messages')
    expect(calls[0].init.method).toBe('POST')
    expect(calls[0].init.body).toBe(JSON.stringify({ message: 'Hello' }))

    await api.call(chatEndpoints.listMessages, { params: { id: 'c1' }, query: { after: 4 } })
    expect(calls[1].url).toBe('/api/chat/conversations/c1/messages?after=4')
    expect(calls[1].init.method).toBe('GET')
  })

  it('refuses at compile time an input the declaration does not allow', () => {
    const api = createApiClient({ baseUrl: '/api', fetch: fakeFetch().fn })
    // Only checked by the compiler (the functions are never called).
    const typeChecks = [
      // @ts-expect-error the conversation id is required
      () => api.call(chatEndpoints.listMessages, { query: {} }),
      // @ts-expect-error the body must have a message
      () => api.call(chatEndpoints.sendMessage, { params: { id: 'c1' }, body: {} }),
      // @ts-expect-error the answer has no such property
      async () => (await api.call(chatEndpoints.listConversations)).nope,
    ]
    expect(typeChecks).toHaveLength(3)
  })
})
