// Text fields are stored as given and never served as markup (issue 14): what users type, `<script>` included,
// comes back byte for byte inside JSON, as application/json with X-Content-Type-Options: nosniff, never as
// text/html, so no browser renders or sniffs it. The screens render it as text (React escapes it).
import { randomUUID } from 'node:crypto'
import { startPlatform, type Platform } from './support/services.js'

const MARKUP = '<script>alert("x")</script><img src=x onerror=alert(1)> & </textarea>'
const BIO = `${MARKUP} I have a steady income and a spotless rental history. I read every lease, I keep in touch with renters and landlords, and I answer quickly. Happy to talk before you decide on anything at all.`

let p: Platform
beforeAll(async () => {
  p = await startPlatform()
}, 120_000)
afterAll(() => p?.close(), 60_000)

function expectJsonNotMarkup(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  expect(res.headers['x-content-type-options']).toBe('nosniff')
}

test('a renter profile with markup in its text is stored as given and served as JSON with nosniff', async () => {
  const renter = p.token('RENTER')
  const saved = await p.inject('matching', {
    method: 'PUT',
    url: '/profiles/renter',
    headers: { authorization: renter.authorization },
    payload: {
      firstName: '<b>Ben</b>',
      lastName: 'Cole',
      location: 'Austin, TX',
      monthlyIncomeCents: 500_000,
      employmentStatus: 'full-time',
      cosignerBudget: '1000-2000',
      moveInTimeline: 'asap',
      housingBudgetCents: 200_000,
      housingType: 'apartment',
      bio: BIO,
    },
  })
  expect(saved.statusCode).toBeLessThan(300)
  expectJsonNotMarkup(saved)
  const mine = await p.inject('matching', {
    method: 'GET',
    url: '/profiles/renter/mine',
    headers: { authorization: renter.authorization },
  })
  expect(mine.statusCode).toBe(200)
  expectJsonNotMarkup(mine)
  expect(mine.json().profile).toMatchObject({ firstName: '<b>Ben</b>', bio: BIO })
  const stored = await p.db('matching').renterProfile.findFirstOrThrow({ where: { userId: renter.id } })
  expect(stored.bio).toBe(BIO)
})

test('a chat message with markup is stored as given and served as JSON with nosniff', async () => {
  const renter = p.token('RENTER')
  const cosigner = p.token('COSIGNER')
  const id = randomUUID()
  await p.db('chat').conversation.create({
    data: { id, renterId: renter.id, cosignerId: cosigner.id, openedVia: 'contract' },
  })
  const sent = await p.inject('chat', {
    method: 'POST',
    url: `/conversations/${id}/messages`,
    headers: { authorization: renter.authorization },
    payload: { message: MARKUP },
  })
  expect(sent.statusCode).toBeLessThan(300)
  expectJsonNotMarkup(sent)
  const read = await p.inject('chat', {
    method: 'GET',
    url: `/conversations/${id}/messages`,
    headers: { authorization: cosigner.authorization },
  })
  expect(read.statusCode).toBe(200)
  expectJsonNotMarkup(read)
  expect(JSON.stringify(read.json())).toContain(JSON.stringify(MARKUP))
})

test('no service answers text/html, for any route, error or not', async () => {
  for (const route of p.routes.filter((r) => r.method === 'GET')) {
    const res = await p.inject(route.service, {
      method: 'GET',
      url: route.url.replace(/:[A-Za-z]+/g, randomUUID()),
    })
    expect(String(res.headers['content-type'] ?? '')).not.toMatch(/html/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  }
})
