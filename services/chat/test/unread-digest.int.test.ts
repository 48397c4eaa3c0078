// The unread-chat digest (issue 29): someone away for more than 15 minutes with unread messages gets one
// `chat.unread_digest` (auth mails it), never one per message; two chat instances running the job at once record
// it once (advisory lock); a connected user, or one who read the messages, gets none; at most one an hour.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, testRunNames, type EventBus } from '@cosign/service-kit'
import type { ConversationListResponse, DomainEvents, EventEnvelope, Role } from '@cosign/api'
import { CONVERSATIONS_CONSUMER } from '../src/plugins/conversation-consumer.js'
import { sendUnreadDigests } from '../src/domain/send-unread-digests.js'
import { presenceRepository } from '../src/repositories/presence-repository.js'
import { chatApp, envelope, migrateChat, testBus, tokenFor, waitForConsumerIdle } from './helpers.js'

const names = testRunNames('chat')
let a: FastifyInstance
let b: FastifyInstance
let bus: EventBus

beforeAll(async () => {
  await migrateChat(names)
  a = await chatApp(names)
  b = await chatApp(names)
  bus = await testBus(names)
  await a.events.connected
}, 30_000)
afterAll(async () => {
  await a?.close()
  await b?.close()
  await bus?.close()
  await cleanupTestRun(names)
}, 30_000)

const as = (role: Role) => {
  const { userId, auth } = tokenFor(a, randomUUID(), role)
  return { id: userId, auth }
}
const minutes = (n: number) => n * 60_000

async function pair() {
  const renter = as('RENTER')
  const cosigner = as('COSIGNER')
  for (const event of [
    envelope('user.registered', { userId: renter.id, email: 'r@example.com', firstName: 'Rena', lastName: 'Lopez', role: 'RENTER' }),
    envelope('user.registered', { userId: cosigner.id, email: 'c@example.com', firstName: 'Cora', lastName: 'Kim', role: 'COSIGNER' }),
    envelope('match_request.accepted', { requestId: randomUUID(), renterId: renter.id, cosignerId: cosigner.id }),
  ])
    await bus.publish(event)
  await waitForConsumerIdle(bus, CONVERSATIONS_CONSUMER)
  const list = await a.inject({ method: 'GET', url: '/conversations', headers: renter.auth })
  const [conversation] = (list.json() as ConversationListResponse).items
  const send = async (message: string) => {
    const res = await a.inject({ method: 'POST', url: `/conversations/${conversation.id}/messages`, headers: renter.auth, payload: { message } })
    expect(res.statusCode).toBe(201)
    return (res.json() as { message: { id: string } }).message
  }
  return { renter, cosigner, conversation, send }
}

/**
 * The digests recorded for `userId` (outbox rows), oldest first: without an order the table's scan order decides,
 * and the relay marking a row published moves it behind the newer ones.
 */
async function digestsFor(userId: string): Promise<DomainEvents['chat.unread_digest'][]> {
  const rows = await a.prisma.outboxEvent.findMany({
    where: { subject: { endsWith: '.chat.unread_digest' } },
    orderBy: { createdAt: 'asc' },
  })
  return rows
    .map((r) => (r.payload as unknown as EventEnvelope<'chat.unread_digest'>).data)
    .filter((d) => d.userId === userId)
}

describe('unread chat digest', () => {
  it('one digest for three messages once the recipient is away 15 minutes, recorded once by two instances', async () => {
    const { renter, cosigner, conversation, send } = await pair()
    for (const text of ['Hello', 'Are you there?', 'Please call me']) await send(text)
    // Not yet 15 minutes: nothing.
    expect(await sendUnreadDigests(a.deps, new Date(Date.now() + minutes(5)))).toBe(0)
    // Written 16 minutes ago (the clock of the messages is the database's; the job's is injected).
    await a.prisma.chatMessage.updateMany({ where: { conversationId: conversation.id }, data: { createdAt: new Date(Date.now() - minutes(16)) } })
    const now = Date.now()
    const later = new Date(now)
    const [one, two] = await Promise.all([sendUnreadDigests(a.deps, later), sendUnreadDigests(b.deps, later)])
    expect(one + two).toBe(1)
    expect(await digestsFor(cosigner.id)).toEqual([
      { userId: cosigner.id, conversations: [{ conversationId: conversation.id, with: 'Rena Lopez', unreadCount: 3 }] },
    ])
    // The sender read their own messages: no digest for them.
    expect(await digestsFor(renter.id)).toEqual([])

    // Run again, and again with a new message within the hour: still one digest.
    await send('One more')
    expect(await sendUnreadDigests(a.deps, new Date(now + minutes(20)))).toBe(0)
    // After the hour, the new message (unread, written after the last digest) brings a second digest.
    expect(await sendUnreadDigests(a.deps, new Date(now + minutes(61)))).toBe(1)
    expect((await digestsFor(cosigner.id)).at(-1)?.conversations[0]?.unreadCount).toBe(4)
  })

  it('nothing for a connected user, or for one who read the messages', async () => {
    const connected = await pair()
    await connected.send('Hi')
    const readIt = await pair()
    const message = await readIt.send('Hi')
    const read = await a.inject({
      method: 'POST',
      url: `/conversations/${readIt.conversation.id}/read`,
      headers: readIt.cosigner.auth,
      payload: { messageId: message.id },
    })
    expect(read.statusCode).toBeLessThan(300)

    const later = new Date(Date.now() + minutes(20))
    // An open socket on some instance keeps refreshing the presence (the job's first step).
    await presenceRepository.touch(a.prisma, [connected.cosigner.id], new Date(later.getTime() - minutes(1)))
    await sendUnreadDigests(a.deps, later)
    expect(await digestsFor(connected.cosigner.id)).toEqual([])
    expect(await digestsFor(readIt.cosigner.id)).toEqual([])
  })
})

describe('names kept current', () => {
  it('user.updated renames the other party in the conversation list (and so in the digest)', async () => {
    const { renter, cosigner } = await pair()
    await bus.publish(envelope('user.updated', { userId: renter.id, email: 'r2@example.com', firstName: 'Rena', lastName: 'Newname' }))
    await waitForConsumerIdle(bus, CONVERSATIONS_CONSUMER)
    const list = await a.inject({ method: 'GET', url: '/conversations', headers: cosigner.auth })
    expect((list.json() as ConversationListResponse).items[0]?.otherParty.name).toBe('Rena Newname')
  })
})
