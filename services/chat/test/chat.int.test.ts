import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, redeliverEvent, testRunNames, type EventBus } from '@cosign/service-kit'
import {
  CHAT_MESSAGES,
  CHAT_RATE_LIMIT_PER_MINUTE,
  type ChatMessageDto,
  type ChatUnreadResponse,
  type ConversationDto,
  type ConversationListResponse,
  type EventEnvelope,
  type MessageListResponse,
  type Role,
  type RealtimePush,
  type ChatSentPush,
  type ChatMessagePush,
  type ChatSendRefusedPush,
} from '@cosign/api'
import { CONVERSATIONS_CONSUMER } from '../src/plugins/conversation-consumer.js'
import { isUniqueViolation } from '../src/model/errors.js'
import { messageRepository } from '../src/repositories/message-repository.js'
import {
  chatApp,
  closeSockets,
  connect,
  envelope,
  migrateChat,
  testBus,
  tokenFor,
  waitFor,
  waitForConsumerIdle,
} from './helpers.js'

const names = testRunNames('chat')
let a: FastifyInstance // two chat instances on the same database, stream and Redis, as in a scaled deployment
let b: FastifyInstance
let bus: EventBus

type Auth = { authorization: string }
interface Person {
  id: string
  auth: Auth
}
function as(role: Role): Person {
  const { userId, auth } = tokenFor(a, randomUUID(), role)
  return { id: userId, auth }
}

async function publish(...events: EventEnvelope[]): Promise<void> {
  for (const event of events) await bus.publish(event)
  await waitForConsumerIdle(bus, CONVERSATIONS_CONSUMER)
}

const get = (app: FastifyInstance, url: string, who: Person) => app.inject({ method: 'GET', url, headers: who.auth })
const post = (app: FastifyInstance, url: string, who: Person, payload: object) =>
  app.inject({ method: 'POST', url, headers: who.auth, payload })

async function conversations(who: Person, app = a): Promise<ConversationDto[]> {
  const res = await get(app, '/conversations', who)
  expect(res.statusCode).toBe(200)
  return (res.json() as ConversationListResponse).items
}

async function send(who: Person, conversationId: string, message: string, extra: object = {}, app = a) {
  return post(app, `/conversations/${conversationId}/messages`, who, { message, ...extra })
}
async function sent(who: Person, conversationId: string, message: string, extra: object = {}, app = a) {
  const res = await send(who, conversationId, message, extra, app)
  expect(res.statusCode).toBe(201)
  return (res.json() as { message: ChatMessageDto }).message
}
async function messages(who: Person, conversationId: string, query = '') {
  const res = await get(a, `/conversations/${conversationId}/messages${query}`, who)
  expect(res.statusCode).toBe(200)
  return res.json() as MessageListResponse
}

/** A renter and a cosigner with names, and the conversation an accepted match request opens between them. */
async function pair(): Promise<{ renter: Person; cosigner: Person; conversation: ConversationDto }> {
  const renter = as('RENTER')
  const cosigner = as('COSIGNER')
  await publish(
    envelope('user.registered', { userId: renter.id, email: 'r@example.com', firstName: 'Rena', lastName: 'Lopez', role: 'RENTER' }),
    envelope('user.registered', { userId: cosigner.id, email: 'c@example.com', firstName: 'Cora', lastName: 'Kim', role: 'COSIGNER' }),
    envelope('match_request.accepted', { requestId: randomUUID(), renterId: renter.id, cosignerId: cosigner.id }),
  )
  const [conversation] = await conversations(renter)
  return { renter, cosigner, conversation }
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, message?: string) {
  expect(res.statusCode).toBe(status)
  const body = res.json() as { error: { code: string; message: string } }
  expect(typeof body.error.code).toBe('string')
  if (message) expect(body.error.message).toBe(message)
  return body.error
}

beforeAll(async () => {
  await migrateChat(names)
  a = await chatApp(names)
  b = await chatApp(names)
  await a.listen({ port: 0, host: '127.0.0.1' })
  await b.listen({ port: 0, host: '127.0.0.1' })
  bus = await testBus(names)
  await a.events.connected
  await b.events.connected
}, 30_000)

afterAll(async () => {
  closeSockets()
  await a?.close()
  await b?.close()
  await bus?.close()
  await cleanupTestRun(names)
}, 30_000)

describe('conversations open from the facts chat keeps', () => {
  it('a completed unlock_contact payment opens the renter’s conversation with the profile’s owner, once', async () => {
    const renter = as('RENTER')
    const cosigner = as('COSIGNER')
    const profileId = randomUUID()
    const payment = envelope('payment.completed', {
      paymentId: randomUUID(),
      userId: renter.id,
      purpose: 'unlock_contact',
      amountCents: 2500,
      subjectId: profileId,
      metadata: null,
    })
    await publish(
      envelope('user.registered', { userId: cosigner.id, email: 'c@example.com', firstName: 'Cora', lastName: 'Kim', role: 'COSIGNER' }),
      envelope('cosigner_profile.saved', { profileId, userId: cosigner.id, status: 'awaiting_payment' }),
      payment,
    )
    const [conversation] = await conversations(renter)
    expect(conversation).toMatchObject({
      myRole: 'renter',
      otherParty: { id: cosigner.id, name: 'Cora Kim', role: 'cosigner' },
      lastMessage: null,
      unreadCount: 0,
    })
    expect((await conversations(cosigner)).map((c) => c.id)).toEqual([conversation.id])

    await redeliverEvent(bus, payment, CONVERSATIONS_CONSUMER)
    await redeliverEvent(bus, { ...payment, id: randomUUID() }, CONVERSATIONS_CONSUMER) // a second payment: same pair
    expect(await a.prisma.conversation.count({ where: { renterId: renter.id } })).toBe(1)
  }, 30_000)

  it('a match_request payment opens it even when the profile’s owner becomes known only afterwards', async () => {
    const renter = as('RENTER')
    const cosigner = as('COSIGNER')
    const profileId = randomUUID()
    await publish(
      envelope('payment.completed', {
        paymentId: randomUUID(),
        userId: renter.id,
        purpose: 'match_request',
        amountCents: 1000,
        subjectId: profileId,
        metadata: null,
      }),
    )
    expect(await conversations(renter)).toEqual([])
    const approved = envelope('cosigner_profile.approved', { profileId, userId: cosigner.id })
    await publish(approved)
    const list = await conversations(renter)
    expect(list.map((c) => c.otherParty)).toEqual([{ id: cosigner.id, name: 'Cosigner', role: 'cosigner' }])
    await redeliverEvent(bus, approved, CONVERSATIONS_CONSUMER)
    expect(await a.prisma.conversation.count({ where: { renterId: renter.id } })).toBe(1)
  }, 30_000)

  it('other payments open nothing', async () => {
    const renter = as('RENTER')
    const profileId = randomUUID()
    await publish(
      envelope('cosigner_profile.saved', { profileId, userId: randomUUID(), status: 'approved' }),
      envelope('payment.completed', {
        paymentId: randomUUID(),
        userId: renter.id,
        purpose: 'profile_creation',
        amountCents: 1000,
        subjectId: profileId,
        metadata: null,
      }),
    )
    expect(await conversations(renter)).toEqual([])
  }, 30_000)

  it('a match request accepted by the cosigner opens it (names from the event when unknown), once', async () => {
    const renter = as('RENTER')
    const cosigner = as('COSIGNER')
    const accepted = envelope('match_request.accepted', {
      requestId: randomUUID(),
      renterId: renter.id,
      cosignerId: cosigner.id,
      renterName: 'Rena Lopez',
      cosignerName: 'Cora Kim',
    })
    await publish(accepted)
    const [mine] = await conversations(cosigner)
    expect(mine).toMatchObject({ myRole: 'cosigner', otherParty: { id: renter.id, name: 'Rena Lopez', role: 'renter' } })
    await redeliverEvent(bus, accepted, CONVERSATIONS_CONSUMER)
    expect(await conversations(cosigner)).toHaveLength(1)
  }, 30_000)

  it('a contract opens it and names it; its parties find the conversation by contract id, nobody else', async () => {
    const renter = as('RENTER')
    const cosigner = as('COSIGNER')
    const contractId = randomUUID()
    const created = envelope('contract.created', {
      contractId,
      renterId: renter.id,
      cosignerId: cosigner.id,
      feeCents: 50_000,
      createdBy: cosigner.id,
    })
    await publish(created)
    await redeliverEvent(bus, created, CONVERSATIONS_CONSUMER)
    for (const who of [renter, cosigner]) {
      const res = await get(a, `/conversations/by-contract/${contractId}`, who)
      expect(res.statusCode).toBe(200)
      const { conversation } = res.json() as { conversation: ConversationDto }
      expect(conversation.contractIds).toEqual([contractId])
      expect(conversation.otherParty.id).toBe(who === renter ? cosigner.id : renter.id)
    }
    expect(await a.prisma.conversation.count({ where: { renterId: renter.id } })).toBe(1)

    expectError(await get(a, `/conversations/by-contract/${contractId}`, as('RENTER')), 404, CHAT_MESSAGES.contractNotFound)
    expectError(await get(a, `/conversations/by-contract/${randomUUID()}`, renter), 404, CHAT_MESSAGES.contractNotFound)
    expectError(await get(a, '/conversations/by-contract/not-a-uuid', renter), 400, CHAT_MESSAGES.invalidContractId)
    expectError(await get(a, `/conversations/by-contract/${contractId}`, as('ADMIN')), 403, CHAT_MESSAGES.adminsNoAccess)
  }, 30_000)
})

describe('only the two people read and write', () => {
  it('refuses strangers, another renter and the other cosigner (404), admins (403), and no token (401)', async () => {
    const { renter, conversation } = await pair()
    const first = await sent(renter, conversation.id, 'Hello')
    const admin = as('ADMIN')
    for (const outsider of [as('RENTER'), as('COSIGNER')]) {
      expectError(await get(a, `/conversations/${conversation.id}/messages`, outsider), 404, CHAT_MESSAGES.conversationNotFound)
      expectError(await send(outsider, conversation.id, 'let me in'), 404, CHAT_MESSAGES.conversationNotFound)
      expectError(await post(a, `/conversations/${conversation.id}/read`, outsider, { messageId: first.id }), 404)
      expect(await conversations(outsider)).toEqual([])
    }
    expectError(await get(a, '/conversations', admin), 403, CHAT_MESSAGES.adminsNoAccess)
    expectError(await get(a, '/conversations/unread', admin), 403, CHAT_MESSAGES.adminsNoAccess)
    expectError(await get(a, `/conversations/${conversation.id}/messages`, admin), 403, CHAT_MESSAGES.adminsNoAccess)
    expectError(await send(admin, conversation.id, 'admin here'), 403, CHAT_MESSAGES.adminsNoAccess)
    expect((await a.inject({ method: 'GET', url: '/conversations' })).statusCode).toBe(401)
    expectError(await get(a, '/conversations/nope/messages', renter), 400, CHAT_MESSAGES.invalidConversationId)
    expect((await messages(renter, conversation.id)).items.map((m) => m.message)).toEqual(['Hello'])
  }, 30_000)
})

describe('sending', () => {
  it('stores the trimmed text with both ids; refuses blank and overlong text', async () => {
    const { renter, cosigner, conversation } = await pair()
    const message = await sent(renter, conversation.id, '  Hi there\nsecond line  ')
    expect(message).toMatchObject({ seq: 1, senderId: renter.id, receiverId: cosigner.id, contractId: null, message: 'Hi there\nsecond line' })

    expect(expectError(await send(renter, conversation.id, ''), 400, CHAT_MESSAGES.blank).code).toBe('MESSAGE_BLANK')
    expectError(await send(renter, conversation.id, ' \n\t '), 400, CHAT_MESSAGES.blank)
    expect(expectError(await send(renter, conversation.id, 'x'.repeat(4001)), 400, CHAT_MESSAGES.tooLong).code).toBe(
      'MESSAGE_TOO_LONG',
    )
    expectError(await send(renter, conversation.id, 'x'.repeat(20_000)), 400, CHAT_MESSAGES.invalidMessage)
    expectError(await post(a, `/conversations/${conversation.id}/messages`, renter, {}), 400)
    expect((await sent(cosigner, conversation.id, 'y'.repeat(4000))).seq).toBe(2)
    expect((await messages(renter, conversation.id)).items).toHaveLength(2)
  }, 30_000)

  it('a contract id must be a contract between the same two people', async () => {
    const { renter, cosigner, conversation } = await pair()
    const ours = randomUUID()
    const theirs = randomUUID()
    await publish(
      envelope('contract.created', { contractId: ours, renterId: renter.id, cosignerId: cosigner.id, feeCents: 1, createdBy: cosigner.id }),
      envelope('contract.created', { contractId: theirs, renterId: renter.id, cosignerId: randomUUID(), feeCents: 1, createdBy: cosigner.id }),
    )
    expect((await sent(renter, conversation.id, 'About the lease', { contractId: ours })).contractId).toBe(ours)
    expect(expectError(await send(renter, conversation.id, 'x', { contractId: theirs }), 400, CHAT_MESSAGES.contractNotShared).code).toBe(
      'CONTRACT_NOT_SHARED',
    )
    expectError(await send(renter, conversation.id, 'x', { contractId: randomUUID() }), 400, CHAT_MESSAGES.contractNotShared)
    expectError(await send(renter, conversation.id, 'x', { contractId: 'abc' }), 400, CHAT_MESSAGES.invalidContractId)
    const stored = await a.prisma.chatMessage.findMany({ where: { conversationId: conversation.id } })
    expect(stored.map((m) => m.contractId)).toEqual([ours])
  }, 30_000)

  it('a send retried with the same id (on the other instance, or twice at once) is stored once and answered the same', async () => {
    const { renter, cosigner, conversation } = await pair()
    const id = randomUUID()
    const first = await sent(renter, conversation.id, 'only once', { id })
    expect(first.id).toBe(id)
    // The answer was lost with instance A: the client sends again through B.
    expect(await sent(renter, conversation.id, 'only once', { id }, b)).toEqual(first)
    // Two at once (a double submit across instances): one message, one seq.
    const twin = randomUUID()
    const [x, y] = await Promise.all([send(renter, conversation.id, 'twins', { id: twin }, a), send(renter, conversation.id, 'twins', { id: twin }, b)])
    expect([x.statusCode, y.statusCode]).toEqual([201, 201])
    expect(x.json()).toEqual(y.json())
    // The race's loser: its whole statement fails on the id (seq not taken), recognised as a unique violation.
    const loser = await messageRepository
      .append(a.prisma, { id: twin, conversationId: conversation.id, senderRole: 'renter', senderId: renter.id, receiverId: cosigner.id, contractId: null, message: 'twins', createdAt: new Date() })
      .catch((err: unknown) => err)
    expect(isUniqueViolation(loser)).toBe(true)
    expect((await sent(cosigner, conversation.id, 'next')).seq).toBe(3)
    const stored = (await messages(renter, conversation.id)).items
    expect(stored.map((m) => [m.seq, m.message])).toEqual([[1, 'only once'], [2, 'twins'], [3, 'next']])
    // Another person's (or another conversation's) message id is not taken over.
    expect(expectError(await send(cosigner, conversation.id, 'mine?', { id }), 409).code).toBe('MESSAGE_ID_TAKEN')
    expectError(await send(renter, conversation.id, 'x', { id: 'not-a-uuid' }), 400, CHAT_MESSAGES.invalidMessageId)
  }, 30_000)

  it(`limits a user to ${CHAT_RATE_LIMIT_PER_MINUTE} messages a minute across instances (Redis), with a clear 429`, async () => {
    const { renter, cosigner, conversation } = await pair()
    for (let i = 0; i < CHAT_RATE_LIMIT_PER_MINUTE; i++)
      await sent(renter, conversation.id, `message ${i}`, {}, i % 2 ? b : a)
    const refused = expectError(await send(renter, conversation.id, 'one too many', {}, b), 429, CHAT_MESSAGES.rateLimited)
    expect(refused.code).toBe('RATE_LIMITED')
    expectError(await send(renter, conversation.id, 'still too many'), 429)
    // The other person is not limited by the renter's messages; nothing refused was stored.
    await sent(cosigner, conversation.id, 'slow down!')
    expect((await messages(renter, conversation.id, '?limit=100')).items).toHaveLength(CHAT_RATE_LIMIT_PER_MINUTE + 1)
  }, 30_000)
})

describe('many sends at once (one statement stores several: append-batcher)', () => {
  it('every message is stored once with its conversation’s next seq, whichever instance and however they interleave', async () => {
    const pairs = await Promise.all([pair(), pair(), pair()])
    const sends = pairs.flatMap(({ renter, cosigner, conversation }, p) =>
      Array.from({ length: 10 }, (_, k) => send(k % 2 ? cosigner : renter, conversation.id, `batch ${p}.${k}`, {}, k % 3 ? a : b)),
    )
    const answers = await Promise.all(sends)
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201))
    for (const { renter, conversation } of pairs) {
      const { items } = await messages(renter, conversation.id)
      expect(items.map((m) => m.seq)).toEqual(Array.from({ length: 10 }, (_, k) => k + 1))
      expect(new Set(items.map((m) => m.message)).size).toBe(10)
    }
    // The read positions moved with the messages: each side has read up to its own last message.
    const [first] = pairs
    const [mine] = await conversations(first.renter)
    const lastOwn = (await messages(first.renter, first.conversation.id)).items.filter((m) => m.senderId === first.renter.id).at(-1)
    expect(mine.myReadSeq).toBeGreaterThanOrEqual(lastOwn!.seq)
  }, 30_000)
})

describe('reading', () => {
  it('`after` returns exactly the messages a client missed, in server order; `before` pages back', async () => {
    const { renter, cosigner, conversation } = await pair()
    const held = await sent(renter, conversation.id, 'one')
    const missed = [await sent(cosigner, conversation.id, 'two'), await sent(renter, conversation.id, 'three', {}, b)]
    const resumed = await messages(cosigner, conversation.id, `?after=${held.seq}`)
    expect(resumed.items.map((m) => [m.seq, m.message])).toEqual(missed.map((m) => [m.seq, m.message]))
    expect(resumed.hasMore).toBe(false)
    expect((await messages(cosigner, conversation.id, `?after=${missed[1].seq}`)).items).toEqual([])

    const firstPage = await messages(cosigner, conversation.id, '?after=0&limit=2')
    expect(firstPage.items.map((m) => m.message)).toEqual(['one', 'two'])
    expect(firstPage.hasMore).toBe(true)
    const newest = await messages(cosigner, conversation.id, '?limit=2')
    expect(newest.items.map((m) => m.message)).toEqual(['two', 'three'])
    expect(newest.hasMore).toBe(true)
    const older = await messages(cosigner, conversation.id, `?before=${newest.items[0].seq}&limit=2`)
    expect(older.items.map((m) => m.message)).toEqual(['one'])
    expect(older.hasMore).toBe(false)
    expectError(await get(a, `/conversations/${conversation.id}/messages?after=1&before=3`, renter), 400, CHAT_MESSAGES.invalidCursor)
    expectError(await get(a, `/conversations/${conversation.id}/messages?after=-1`, renter), 400, CHAT_MESSAGES.invalidCursor)
    // A cursor past the seq column's range (a whole number to the schema) is refused, not passed to the database.
    for (const cursor of ['before=2147483648', 'after=1.797693134862312e%2B308'])
      expectError(await get(a, `/conversations/${conversation.id}/messages?${cursor}`, renter), 400, CHAT_MESSAGES.invalidCursor)
    expect((await messages(cosigner, conversation.id, '?before=2147483647')).items).toHaveLength(3)
  }, 30_000)

  it('unread counts, the list order and read receipts pushed to the sender', async () => {
    const { renter, cosigner, conversation } = await pair()
    const renterSocket = await connect(b, renter.id)
    await sent(renter, conversation.id, 'first')
    const second = await sent(renter, conversation.id, 'second')
    const [mine] = await conversations(cosigner)
    expect(mine).toMatchObject({ unreadCount: 2, lastMessage: { id: second.id, message: 'second' }, otherReadSeq: 2, myReadSeq: 0 })
    expect((await conversations(renter))[0]).toMatchObject({ unreadCount: 0, otherReadSeq: 0 })

    const res = await post(a, `/conversations/${conversation.id}/read`, cosigner, { messageId: second.id })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ conversationId: conversation.id, readSeq: 2, unreadCount: 0 })
    const receipt = { type: 'chat.read', conversationId: conversation.id, readerId: cosigner.id, readSeq: 2 }
    await waitFor('the read receipt', () => renterSocket.received.some((m) => m.type === 'chat.read'))
    expect(renterSocket.received.filter((m) => m.type === 'chat.read')).toEqual([receipt])
    expect((await conversations(renter))[0]).toMatchObject({ otherReadSeq: 2 })
    expect((await conversations(cosigner))[0]).toMatchObject({ unreadCount: 0, myReadSeq: 2 })

    // Reading an older message again moves nothing back and pushes nothing.
    const [firstMessage] = (await messages(cosigner, conversation.id)).items
    const again = await post(a, `/conversations/${conversation.id}/read`, cosigner, { messageId: firstMessage.id })
    expect(again.json()).toMatchObject({ readSeq: 2 })
    expectError(await post(a, `/conversations/${conversation.id}/read`, cosigner, { messageId: randomUUID() }), 404, CHAT_MESSAGES.messageNotFound)
    expectError(await post(a, `/conversations/${conversation.id}/read`, cosigner, { messageId: 'x' }), 400, CHAT_MESSAGES.invalidMessageId)

    // Newest activity first: a conversation opened later comes first, until the older one gets a message.
    const newCosigner = as('COSIGNER')
    await publish(envelope('match_request.accepted', { requestId: randomUUID(), renterId: renter.id, cosignerId: newCosigner.id }))
    expect((await conversations(renter)).map((c) => c.otherParty.id)).toEqual([newCosigner.id, cosigner.id])
    await sent(cosigner, conversation.id, 'reply')
    expect((await conversations(renter)).map((c) => c.otherParty.id)).toEqual([cosigner.id, newCosigner.id])
    await new Promise((r) => setTimeout(r, 300))
    expect(renterSocket.received.filter((m) => m.type === 'chat.read')).toEqual([receipt])
  }, 30_000)

  it('GET /conversations/unread counts every message to the caller after their read position, in all conversations', async () => {
    const { renter, cosigner, conversation } = await pair()
    const other = await pair() // two other people: their messages never count for these two
    const unread = async (who: Person) => {
      const res = await get(a, '/conversations/unread', who)
      expect(res.statusCode).toBe(200)
      return res.json() as ChatUnreadResponse
    }
    expect(await unread(cosigner)).toEqual({ unreadCount: 0 })
    await sent(renter, conversation.id, 'one')
    const two = await sent(renter, conversation.id, 'two')
    await sent(other.renter, other.conversation.id, 'not for this cosigner')
    expect(await unread(cosigner)).toEqual({ unreadCount: 2 })
    expect(await unread(renter)).toEqual({ unreadCount: 0 }) // their own messages are never unread to them

    // A second conversation of the same cosigner adds its unread messages.
    const renter2 = as('RENTER')
    await publish(envelope('match_request.accepted', { requestId: randomUUID(), renterId: renter2.id, cosignerId: cosigner.id }))
    const second = (await conversations(cosigner)).find((c) => c.otherParty.id === renter2.id)!
    await sent(renter2, second.id, 'hello from another renter')
    expect(await unread(cosigner)).toEqual({ unreadCount: 3 })

    await post(a, `/conversations/${conversation.id}/read`, cosigner, { messageId: two.id })
    expect(await unread(cosigner)).toEqual({ unreadCount: 1 })
    // Replying moves the sender's read position too.
    await sent(cosigner, second.id, 'hi')
    expect(await unread(cosigner)).toEqual({ unreadCount: 0 })
    expectError(await get(a, '/conversations/unread?x=1', cosigner), 400)
  }, 30_000)
})

describe('live', () => {
  it('a message sent through instance A reaches the recipient’s sockets on instance B once, and no one else', async () => {
    const { renter, cosigner, conversation } = await pair()
    const onB = await connect(b, cosigner.id)
    const secondTabOnA = await connect(a, cosigner.id)
    const senderOnA = await connect(a, renter.id)
    const stranger = await connect(b, randomUUID())

    const message = await sent(renter, conversation.id, 'Are you free to talk?')
    // The sender's registered name rides on the push, for the recipient's toast.
    const push = { type: 'chat.message', conversationId: conversation.id, message, senderName: 'Rena Lopez' }
    for (const client of [onB, secondTabOnA, senderOnA])
      await waitFor('the chat push', () => client.received.some((m) => m.type === 'chat.message'))
    await new Promise((r) => setTimeout(r, 300)) // a duplicate would have arrived by now
    for (const client of [onB, secondTabOnA, senderOnA])
      expect(client.received.filter((m) => m.type === 'chat.message')).toEqual([push])
    expect(stranger.received).toEqual([])
  }, 30_000)
})

describe('sending over the socket (chat.send)', () => {
  const frame = (conversationId: string, message: string, extra: object = {}) =>
    JSON.stringify({ type: 'chat.send', conversationId, id: randomUUID(), message, ...extra })
  const answersOf = (client: { received: RealtimePush[] }) =>
    client.received.filter((m): m is ChatSentPush | ChatSendRefusedPush => m.type === 'chat.sent' || m.type === 'chat.send_refused')

  it('stores the message once (a re-sent frame answers the same), answers the sender, pushes to both parties on any instance', async () => {
    const { renter, cosigner, conversation } = await pair()
    const senderOnA = await connect(a, renter.id)
    const recipientOnB = await connect(b, cosigner.id, { role: 'COSIGNER' })
    const id = randomUUID()
    const send = JSON.stringify({ type: 'chat.send', conversationId: conversation.id, id, message: '  Over the socket  ' })
    senderOnA.socket.send(send)
    // The answer is the message's own push (its id is the frame's), on the sender's socket and the recipient's.
    const pushed = await waitFor('the push to the sender', () =>
      senderOnA.received.find((m): m is ChatMessagePush => m.type === 'chat.message' && m.message.id === id),
    )
    expect(pushed.message).toMatchObject({ id, message: 'Over the socket', senderId: renter.id })
    await waitFor('the push on B', () => recipientOnB.received.some((m) => m.type === 'chat.message' && m.message.id === id))
    expect(answersOf(senderOnA)).toEqual([])

    // The same frame again (a reconnect re-sends what was not answered): stored once, answered with chat.sent
    // (receivers drop the repeated push).
    senderOnA.socket.send(send)
    const [again] = await waitFor('the answer to the re-send', () => {
      const answers = answersOf(senderOnA)
      return answers.length > 0 && answers
    })
    expect(again).toEqual({ type: 'chat.sent', id, message: pushed.message })
    expect((await messages(renter, conversation.id)).items.map((m) => m.id)).toEqual([id])
  }, 30_000)

  it('refuses what POST refuses, with its status and message; stores nothing', async () => {
    const { renter, conversation } = await pair()
    const stranger = as('RENTER')
    const admin = await connect(a, randomUUID(), { role: 'ADMIN' })
    const mine = await connect(a, renter.id)
    const theirs = await connect(a, stranger.id)
    mine.socket.send(frame(conversation.id, '   '))
    mine.socket.send(frame(conversation.id, 'x'.repeat(4001)))
    mine.socket.send(frame(conversation.id, 'hi', { id: 'not-a-uuid' }))
    mine.socket.send(frame(conversation.id, 'hi', { contractId: randomUUID() }))
    theirs.socket.send(frame(conversation.id, 'not yours'))
    admin.socket.send(frame(conversation.id, 'admins only read disputes'))
    mine.socket.send('not json')
    mine.socket.send(JSON.stringify({ type: 'something.else' }))
    await waitFor('every refusal', () => answersOf(mine).length === 4 && answersOf(theirs).length === 1 && answersOf(admin).length === 1)
    const refusals = answersOf(mine).map((m) => (m.type === 'chat.send_refused' ? [m.status, m.error.message] : m.type))
    expect(refusals).toEqual(
      expect.arrayContaining([
        [400, CHAT_MESSAGES.blank],
        [400, CHAT_MESSAGES.tooLong],
        [400, CHAT_MESSAGES.invalidMessageId],
        [400, CHAT_MESSAGES.contractNotShared],
      ]),
    )
    expect(refusals).toHaveLength(4)
    expect(answersOf(theirs)).toEqual([expect.objectContaining({ type: 'chat.send_refused', status: 404 })])
    expect(answersOf(admin)).toEqual([
      expect.objectContaining({ type: 'chat.send_refused', status: 403, error: expect.objectContaining({ message: CHAT_MESSAGES.adminsNoAccess }) }),
    ])
    expect((await messages(renter, conversation.id)).items).toEqual([])
  }, 30_000)
})
