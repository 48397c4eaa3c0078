import { fetchPrices, parsePrices, PRICES_URL } from './prices.js'

describe('live prices', () => {
  it('reads the active services of GET /prices with integer cents', () => {
    const items = [
      {
        id: '1',
        name: 'cosigner_matching',
        description: '',
        priceCents: 9999,
        isActive: true,
        updatedAt: '',
      },
      { id: '2', name: 'unlock_contact', description: '', priceCents: 2500, isActive: true, updatedAt: '' },
      { id: '3', name: 'old_service', description: '', priceCents: 100, isActive: false, updatedAt: '' },
      { id: '4', name: 'broken', description: '', priceCents: 12.5, isActive: true, updatedAt: '' },
    ]
    expect(parsePrices({ items })).toEqual(
      new Map([
        ['cosigner_matching', 9999],
        ['unlock_contact', 2500],
      ]),
    )
  })

  it('gives no prices (never made-up ones) for unreadable answers or failures', async () => {
    expect(parsePrices(null).size).toBe(0)
    expect(parsePrices({ error: { code: 'X', message: 'y' } }).size).toBe(0)
    const failing = (async () => new Response('{"error":{}}', { status: 503 })) as typeof fetch
    expect((await fetchPrices(failing)).size).toBe(0)
    const offline = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    expect((await fetchPrices(offline)).size).toBe(0)
  })

  it('fetches GET /api/payments/prices', async () => {
    const calls: string[] = []
    const ok = (async (url: string) => {
      calls.push(url)
      return new Response(
        JSON.stringify({ items: [{ name: 'unlock_contact', priceCents: 2500, isActive: true }] }),
        {
          status: 200,
        },
      )
    }) as unknown as typeof fetch
    expect(await fetchPrices(ok)).toEqual(new Map([['unlock_contact', 2500]]))
    expect(calls).toEqual([PRICES_URL])
    expect(PRICES_URL).toBe('/api/payments/prices')
  })
})
