import {
  DEFAULT_RUNTIME_CONFIG,
  inlineRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from './runtime-config.js'

/** A page whose only element is the gateway's inlined configuration block (or nothing). */
const pageWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === 'runtime-config' && text !== null ? { textContent: text } : null),
  }) as unknown as Document

describe('runtime config', () => {
  it('reads the configuration the gateway inlined in the page', () => {
    const inline = pageWith(
      JSON.stringify({
        remotes: { mfe_marketing: 'https://cdn.example.com/marketing/remoteEntry.js' },
        apiBase: '/api',
        support: { email: null, phone: null },
      }),
    )
    expect(inlineRuntimeConfig(inline)).toEqual({
      remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, mfe_marketing: 'https://cdn.example.com/marketing/remoteEntry.js' },
      apiBase: '/api',
    })
  })

  it('has no inline configuration without the block, with broken JSON or outside a browser', () => {
    expect(inlineRuntimeConfig(pageWith(null))).toBeNull()
    expect(inlineRuntimeConfig(pageWith('{"remotes":'))).toBeNull()
    expect(inlineRuntimeConfig(undefined)).toBeNull()
  })

  it('uses the served remote URLs and apiBase', async () => {
    const served = {
      remotes: {
        mfe_marketing: 'https://cdn.example.com/marketing/remoteEntry.js',
        mfe_renter: 'http://localhost:3002/remoteEntry.js',
        mfe_cosigner: '/mfe/cosigner/remoteEntry.js',
        mfe_admin: 'http://localhost:3004/remoteEntry.js',
      },
      apiBase: '/api/',
    }
    const fetchImpl = (async () => new Response(JSON.stringify(served), { status: 200 })) as typeof fetch
    const config = await loadRuntimeConfig(fetchImpl)
    expect(config.remotes.mfe_marketing).toBe('https://cdn.example.com/marketing/remoteEntry.js')
    expect(config.remotes.mfe_cosigner).toBe('/mfe/cosigner/remoteEntry.js')
    expect(config.apiBase).toBe('/api')
  })

  it('falls back to the defaults when the fetch fails, answers an error or times out', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    const notFound = (async () => new Response('nope', { status: 404 })) as typeof fetch
    const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch
    await expect(loadRuntimeConfig(failing)).resolves.toEqual(DEFAULT_RUNTIME_CONFIG)
    await expect(loadRuntimeConfig(notFound)).resolves.toEqual(DEFAULT_RUNTIME_CONFIG)
    await expect(loadRuntimeConfig(hanging, 10)).resolves.toEqual(DEFAULT_RUNTIME_CONFIG)
  })

  it('keeps defaults for missing or unsafe values', () => {
    const config = parseRuntimeConfig({
      remotes: {
        mfe_renter: 'javascript:alert(1)',
        mfe_admin: '//evil.example/remoteEntry.js',
        mfe_unknown: 'http://x',
      },
      apiBase: 42,
    })
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG)
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG)
  })
})
