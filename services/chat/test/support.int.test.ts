import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, testRunNames } from '@cosign/service-kit'
import {
  SUPPORT_MESSAGES,
  SUPPORT_VISITOR_PER_EMAIL_PER_HOUR,
  type AdminSupportConversationResponse,
  type AdminSupportMessageResponse,
  type MySupportConversationResponse,
  type NotificationListResponse,
  type SendSupportMessageResponse,
  type SupportQueueResponse,
} from '@cosign/api'
import { chatApp, closeSockets, connect, knownUser, migrateChat, tokenFor, waitFor } from './helpers.js'

// Support conversations (issue 27): only between a user and the admins; the queue is the admins' alone.
const names = testRunNames('chat')
let app: FastifyInstance

beforeAll(async () => {
  await migrateChat(names)
  app = await chatApp(names)
  await app.listen({ port: 0, host: '127.0.0.1' })
}, 30_000)

afterAll(async () => {
  closeSockets()
  await app?.close()
  await cleanupTestRun(names)
}, 30_000)

type Auth = Record<string, string>
const write = (auth: Auth, message: string, id?: string) =>
  app.inject({ method: 'POST', url: '/support/messages', headers: auth, payload: id ? { id, message } : { message } })
const mine = async (auth: Auth) =>
  ((await app.inject({ url: '/support/conversation', headers: auth })).json() as MySupportConversationResponse).conversation
const queue = async (auth: Auth, tab: string) => {
  const res = await app.inject({ url: `/admin/support?tab=${tab}`, headers: auth })
  expect(res.statusCode).toBe(200)
  return res.json() as SupportQueueResponse
}
const adminPost = (auth: Auth, path: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/admin/support/${path}`, headers: auth, ...(payload ? { payload } : {}) })

describe('a support conversation between a user and the admins', () => {
  it('opens on the first message, is answered by any admin live and by notification, and is closed', async () => {
    const renter = tokenFor(app, undefined, 'RENTER')
    await knownUser(app, renter.userId)
    const admin = tokenFor(app, undefined, 'ADMIN')
    expect(await mine(renter.auth)).toBeNull()

    const first = await write(renter.auth, '  How do I cancel a contract?  ')
    expect(first.statusCode).toBe(201)
    const sent = first.json() as SendSupportMessageResponse
    expect(sent.message).toMatchObject({ seq: 1, from: 'user', message: 'How do I cancel a contract?' })
    // A second message resumes the same conversation.
    const second = (await write(renter.auth, 'It is the one from May.')).json() as SendSupportMessageResponse
    expect(second.conversationId).toBe(sent.conversationId)
    expect(second.message.seq).toBe(2)

    // One admin alert for the new conversation (not one per message), naming the user.
    const alerts = await app.prisma.adminAlert.findMany({ where: { subjectId: sent.conversationId } })
    expect(alerts).toEqual([expect.objectContaining({ type: 'support_request', title: 'New support request', message: 'Known (renter): How do I cancel a contract?' })])

    // In the unassigned tab of every admin, with the requester's name.
    const unassigned = await queue(admin.auth, 'unassigned')
    const row = unassigned.items.find((i) => i.id === sent.conversationId)
    expect(row).toMatchObject({ channel: 'chat', status: 'open', assignee: null, lastMessage: 'It is the one from May.', messageCount: 2 })
    expect(row?.requester).toEqual({ name: 'Known', role: 'RENTER', email: null })

    const live = await connect(app, renter.userId)
    const reply = await adminPost(admin.auth, `${sent.conversationId}/messages`, { message: 'Open it under Contracts and choose Cancel.' })
    expect(reply.statusCode).toBe(201)
    const answered = reply.json() as AdminSupportMessageResponse
    expect(answered.message).toMatchObject({ from: 'support', seq: 3 })
    // Replying takes an unassigned conversation.
    expect(answered.conversation.assignee?.id).toBe(admin.userId)
    expect((await queue(admin.auth, 'mine')).items.map((i) => i.id)).toContain(sent.conversationId)
    expect((await queue(admin.auth, 'unassigned')).items.map((i) => i.id)).not.toContain(sent.conversationId)

    await waitFor('the reply pushed to the user', () =>
      live.received.some((m) => m.type === 'support.message' && m.message.id === answered.message.id),
    )
    await waitFor('the notification pushed to the user', () =>
      live.received.some((m) => m.type === 'notification.created' && m.notification.title === SUPPORT_MESSAGES.replyTitle),
    )
    const notes = (await app.inject({ url: '/notifications', headers: renter.auth })).json() as NotificationListResponse
    expect(notes.items[0]).toMatchObject({ title: 'Support replied', message: 'Open it under Contracts and choose Cancel.' })
    const thread = await mine(renter.auth)
    expect(thread?.messages.map((m) => [m.from, m.seq])).toEqual([['user', 1], ['user', 2], ['support', 3]])
    // The user never sees which admin answered.
    expect(JSON.stringify(thread)).not.toContain(admin.userId)

    // Another admin takes it over, then closes it: the user hears of it; their next message opens a new one.
    const other = tokenFor(app, undefined, 'ADMIN')
    const taken = (await adminPost(other.auth, `${sent.conversationId}/assign`)).json() as AdminSupportConversationResponse
    expect(taken.conversation.assignee?.id).toBe(other.userId)
    const closed = await adminPost(other.auth, `${sent.conversationId}/close`)
    expect(closed.statusCode).toBe(200)
    expect((closed.json() as AdminSupportConversationResponse).conversation.status).toBe('closed')
    await waitFor('the close pushed to the user', () => live.received.some((m) => m.type === 'support.closed'))
    expect((await mine(renter.auth))?.status).toBe('closed')
    const late = await adminPost(admin.auth, `${sent.conversationId}/messages`, { message: 'One more thing' })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ error: { code: 'SUPPORT_CONVERSATION_CLOSED', message: SUPPORT_MESSAGES.closed } })
    const again = (await write(renter.auth, 'Another question')).json() as SendSupportMessageResponse
    expect(again.conversationId).not.toBe(sent.conversationId)
    expect((await mine(renter.auth))?.id).toBe(again.conversationId)
  })

  it('shows a user only their own conversation; one user cannot read or write another', async () => {
    const alice = tokenFor(app, undefined, 'COSIGNER')
    const bob = tokenFor(app, undefined, 'RENTER')
    const sent = (await write(alice.auth, 'Private question')).json() as SendSupportMessageResponse
    expect(await mine(bob.auth)).toBeNull()
    // A message id of Alice's cannot be replayed by Bob to reach her conversation.
    const replay = await write(bob.auth, 'sneaky', sent.message.id)
    expect(replay.statusCode).toBe(409)
    expect((await mine(alice.auth))?.messages.map((m) => m.message)).toEqual(['Private question'])
    // The admin routes refuse members: nobody reads a conversation by id but the admins.
    for (const auth of [alice.auth, bob.auth]) {
      for (const res of [
        await app.inject({ url: `/admin/support/${sent.conversationId}`, headers: auth }),
        await app.inject({ url: '/admin/support', headers: auth }),
        await adminPost(auth, `${sent.conversationId}/messages`, { message: 'hi' }),
        await adminPost(auth, `${sent.conversationId}/assign`),
        await adminPost(auth, `${sent.conversationId}/close`),
      ]) {
        expect(res.statusCode).toBe(403)
        expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
      }
    }
    expect((await app.inject({ url: '/admin/support' })).statusCode).toBe(401)
    expect((await app.inject({ url: '/support/conversation' })).statusCode).toBe(401)
    // Admins answer from the queue, not as a user.
    const admin = tokenFor(app, undefined, 'ADMIN')
    const refused = await write(admin.auth, 'hello')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe(SUPPORT_MESSAGES.adminsUseQueue)
  })

  it('stores a retried message once and opens one conversation under concurrent first messages', async () => {
    const user = tokenFor(app, undefined, 'RENTER')
    const id = '7d0f3f0e-5b1a-4c55-9d37-1a2b3c4d5e6f'
    const results = await Promise.all([write(user.auth, 'one', id), write(user.auth, 'two'), write(user.auth, 'three'), write(user.auth, 'one', id)])
    for (const res of results) expect(res.statusCode).toBe(201)
    const ids = new Set(results.map((r) => (r.json() as SendSupportMessageResponse).conversationId))
    expect(ids.size).toBe(1)
    const thread = await mine(user.auth)
    expect(thread?.messages.map((m) => m.seq)).toEqual([1, 2, 3])
    expect(await app.prisma.supportConversation.count({ where: { userId: user.userId } })).toBe(1)
  })

  it('refuses blank or oversized messages and unknown ids in the error envelope', async () => {
    const user = tokenFor(app, undefined, 'RENTER')
    for (const message of ['   ', 'x'.repeat(4001)]) {
      const res = await write(user.auth, message)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
    }
    const admin = tokenFor(app, undefined, 'ADMIN')
    const missing = await app.inject({ url: '/admin/support/6a1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8', headers: admin.auth })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: { code: expect.any(String), message: SUPPORT_MESSAGES.notFound } })
    expect((await app.inject({ url: '/admin/support/not-a-uuid', headers: admin.auth })).statusCode).toBe(400)
    expect((await app.inject({ url: '/admin/support?tab=everything', headers: admin.auth })).statusCode).toBe(400)
  })
})

describe('signed-out visitors', () => {
  const leave = (payload: object, ip = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/support/visitor-messages', payload, headers: { 'x-forwarded-for': ip } })

  it('leave a message with their email; it reaches the queue, answered by email only', async () => {
    const email = `Visitor.${Date.now()}@Example.com`
    const res = await leave({ email: `  ${email} `, message: 'Do you work in Ohio?' }, '198.51.100.1')
    expect(res.statusCode).toBe(201)
    const { id, message } = res.json() as { id: string; message: string }
    expect(message).toContain(email.toLowerCase())
    const admin = tokenFor(app, undefined, 'ADMIN')
    const alert = await app.prisma.adminAlert.findFirst({ where: { subjectId: id } })
    expect(alert?.message).toBe(`A visitor (${email.toLowerCase()}): Do you work in Ohio?`)
    const row = (await queue(admin.auth, 'all')).items.find((i) => i.id === id)
    expect(row).toMatchObject({ channel: 'email', status: 'open', requester: { name: '', role: null, email: email.toLowerCase() } })
    const detail = (await app.inject({ url: `/admin/support/${id}`, headers: admin.auth })).json() as AdminSupportConversationResponse
    expect(detail.messages).toEqual([expect.objectContaining({ from: 'user', message: 'Do you work in Ohio?', senderName: email.toLowerCase() })])
    const reply = await adminPost(admin.auth, `${id}/messages`, { message: 'Yes' })
    expect(reply.statusCode).toBe(409)
    expect(reply.json().error.message).toBe(SUPPORT_MESSAGES.answerByEmail)
  })

  it('are validated', async () => {
    for (const payload of [
      { email: 'not-an-email', message: 'hi' },
      { email: 'a@b.co', message: '  ' },
      { email: 'a@b.co', message: 'x'.repeat(4001) },
      { message: 'no email' },
      { email: 'a@b.co', message: 'hi', extra: true },
    ]) {
      const res = await leave(payload, '198.51.100.2')
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
    }
    expect((await leave({ email: 'not-an-email', message: 'hi' }, '198.51.100.2')).json().error.message).toBe(SUPPORT_MESSAGES.invalidEmail)
  })

  it('are throttled per email address and per network address', async () => {
    const email = `busy.${Date.now()}@example.com`
    for (let i = 0; i < SUPPORT_VISITOR_PER_EMAIL_PER_HOUR; i++)
      expect((await leave({ email, message: `question ${i}` }, `192.0.2.${i + 1}`)).statusCode).toBe(201)
    const over = await leave({ email, message: 'one more' }, '192.0.2.50')
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({ error: { code: 'RATE_LIMITED', message: SUPPORT_MESSAGES.visitorThrottled } })
    // Other addresses from one network address: limited too.
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await leave({ email: `n${i}.${Date.now()}@example.com`, message: 'hi' }, '192.0.2.99')).statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})
