import type { InjectOptions } from 'fastify'
import { json, startHarness, type Harness, type TestUser } from './helpers.js'

let h: Harness
let renter: TestUser
let cosigner: TestUser
let admin: TestUser

beforeAll(async () => {
  h = await startHarness()
  renter = await h.user('RENTER')
  cosigner = await h.user('COSIGNER')
  admin = await h.user('ADMIN', { register: false })
})
afterAll(async () => h.close())

const id = '0b8e2f3a-5c4d-4e6f-8a7b-9c0d1e2f3a4b'
// Every endpoint, with the role that may call it.
const endpoints: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; who: () => TestUser; body?: boolean }> =
  [
    { method: 'POST', url: '/profiles/cosigner', who: () => cosigner, body: true },
    { method: 'GET', url: '/profiles/cosigner/mine', who: () => cosigner },
    { method: 'PUT', url: '/profiles/renter', who: () => renter, body: true },
    { method: 'GET', url: '/profiles/renter/mine', who: () => renter },
    { method: 'GET', url: '/profiles/me/summary', who: () => renter },
    { method: 'GET', url: `/profiles/${id}`, who: () => renter },
    { method: 'GET', url: '/admin/profiles/pending', who: () => admin },
    { method: 'POST', url: `/admin/profiles/${id}/approve`, who: () => admin },
    { method: 'POST', url: `/admin/profiles/${id}/reject`, who: () => admin, body: true },
    { method: 'GET', url: '/matches', who: () => renter },
    { method: 'POST', url: '/match-requests', who: () => renter, body: true },
    { method: 'POST', url: `/match-requests/${id}/accept`, who: () => cosigner },
    { method: 'POST', url: `/match-requests/${id}/decline`, who: () => cosigner },
    { method: 'POST', url: `/match-requests/${id}/withdraw`, who: () => renter },
    { method: 'GET', url: '/match-requests/incoming', who: () => cosigner },
    { method: 'GET', url: '/match-requests/outgoing', who: () => renter },
    { method: 'POST', url: '/credit-report-requests', who: () => renter, body: true },
    { method: 'GET', url: '/credit-report-requests/incoming', who: () => renter },
    { method: 'GET', url: '/credit-report-requests/outgoing', who: () => renter },
    { method: 'POST', url: `/credit-report-requests/${id}/approve`, who: () => renter },
    { method: 'POST', url: `/credit-report-requests/${id}/deny`, who: () => renter },
    { method: 'GET', url: '/reviews/to-write', who: () => renter },
    { method: 'GET', url: '/reviews/written', who: () => renter },
    { method: 'GET', url: '/reviews/received', who: () => cosigner },
    { method: 'POST', url: '/reviews', who: () => renter, body: true },
    { method: 'POST', url: `/reviews/${id}/report`, who: () => renter, body: true },
    { method: 'GET', url: `/profiles/${id}/reviews`, who: () => renter },
    { method: 'GET', url: '/admin/reviews', who: () => admin },
    { method: 'POST', url: `/admin/reviews/${id}/hide`, who: () => admin, body: true },
  ]

async function expectClientError(options: InjectOptions, statuses: number[]) {
  const res = await h.app.inject(options)
  expect({ url: options.url, status: res.statusCode }).toEqual({
    url: options.url,
    status: expect.toBeOneOf(statuses),
  })
  expect(json(res)).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
}

expect.extend({
  toBeOneOf(received: unknown, expected: unknown[]) {
    return {
      pass: expected.includes(received),
      message: () => `expected ${String(received)} to be one of ${expected.join(', ')}`,
    }
  },
})
declare module 'expect' {
  interface AsymmetricMatchers {
    toBeOneOf(expected: unknown[]): void
  }
}

describe('bad input on every endpoint answers 4xx with an error body, never 500', () => {
  it.each(endpoints)('$method $url without a token -> 401', async ({ method, url }) => {
    await expectClientError({ method, url }, [401])
  })

  it.each(endpoints)('$method $url with a forged token -> 401', async ({ method, url }) => {
    await expectClientError({ method, url, headers: { authorization: 'Bearer abc.def.ghi' } }, [401])
  })

  it.each(endpoints)('$method $url with an unknown query parameter -> 400', async ({ method, url, who }) => {
    await expectClientError({ method, url: `${url}?bogus=1`, headers: who().auth }, [400])
  })

  it.each(endpoints.filter((e) => e.body))(
    '$method $url with malformed JSON, a non-object, unknown or mistyped fields -> 400',
    async ({ method, url, who }) => {
      const headers = { ...who().auth, 'content-type': 'application/json' }
      await expectClientError({ method, url, headers, payload: '{"oops": ' }, [400])
      await expectClientError({ method, url, headers, payload: '[1,2]' }, [400])
      await expectClientError({ method, url, headers, payload: '"text"' }, [400])
      await expectClientError({ method, url, headers, payload: JSON.stringify({ unknownField: 1 }) }, [400])
      await expectClientError(
        {
          method,
          url,
          headers,
          payload: JSON.stringify({
            firstName: { nested: true },
            targetUserId: [1],
            reason: 5,
            cosignerProfileId: {},
          }),
        },
        [400],
      )
      await expectClientError(
        { method, url, headers: { ...who().auth, 'content-type': 'text/plain' }, payload: 'hello' },
        [400, 415],
      )
    },
  )

  it.each(endpoints.filter((e) => e.url.includes(id)))(
    '$method $url with a malformed id -> 400',
    async ({ method, url, who }) => {
      await expectClientError(
        { method, url: url.replace(id, "1'; DROP TABLE users; --"), headers: who().auth },
        [400],
      )
      await expectClientError({ method, url: url.replace(id, 'x'.repeat(100)), headers: who().auth }, [400])
      // Over 100 characters Fastify's router answers 414 itself, before any hook or error handler, with its
      // own body (service-kit's createHttpServer sets no `frameworkErrors`): still a 4xx, never a 500.
      const tooLong = await h.app.inject({
        method,
        url: url.replace(id, 'x'.repeat(101)),
        headers: who().auth,
      })
      expect(tooLong.statusCode).toBe(414)
    },
  )

  it('oversized bodies -> 413', async () => {
    await expectClientError(
      {
        method: 'POST',
        url: '/profiles/cosigner',
        headers: { ...cosigner.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ bio: 'x'.repeat(70 * 1024) }),
      },
      [413],
    )
  })

  it('absurd numbers and strings stay 400', async () => {
    await expectClientError(
      { method: 'POST', url: '/profiles/cosigner', headers: cosigner.auth, payload: { creditScore: 1e300 } },
      [400],
    )
    await expectClientError(
      { method: 'PUT', url: '/profiles/renter', headers: renter.auth, payload: { bio: 'x'.repeat(6000) } },
      [400],
    )
    await expectClientError({ method: 'GET', url: '/matches?limit=1000', headers: renter.auth }, [400])
    await expectClientError(
      { method: 'GET', url: '/match-requests/incoming?status=lost', headers: cosigner.auth },
      [400],
    )
    await expectClientError(
      { method: 'GET', url: '/admin/profiles/pending?pageSize=0', headers: admin.auth },
      [400],
    )
  })

  it('unknown routes -> 404 with an error body', async () => {
    await expectClientError({ method: 'GET', url: '/nothing-here' }, [404])
  })
})
