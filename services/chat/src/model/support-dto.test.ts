import type { ChatUser, SupportConversation, SupportMessage } from '../generated/prisma/client.js'
import { supportReplyPreview, toAdminSupportMessageDto, toSupportQueueItem, toSupportThreadDto } from './support-dto.js'

const at = new Date('2026-03-01T10:00:00.000Z')
const conversation: SupportConversation = {
  id: 'c1',
  userId: 'u1',
  visitorEmail: null,
  channel: 'chat',
  status: 'open',
  assignedTo: 'a1',
  lastSeq: 2,
  lastMessageAt: at,
  createdAt: at,
  closedAt: null,
}
const message = (seq: number, fromSupport: boolean, senderId: string | null): SupportMessage => ({
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  senderId,
  fromSupport,
  message: `text ${seq}`,
  createdAt: at,
})
const user = (userId: string, firstName: string, role: string): ChatUser => ({ userId, firstName, lastName: 'Doe', role, updatedAt: at })
const users = new Map([
  ['u1', user('u1', 'Ann', 'RENTER')],
  ['a1', user('a1', 'Max', 'ADMIN')],
])

test('the user sees whose side wrote each message, never which admin', () => {
  const thread = toSupportThreadDto(conversation, [message(1, false, 'u1'), message(2, true, 'a1')])
  expect(thread.messages.map((m) => m.from)).toEqual(['user', 'support'])
  expect(JSON.stringify(thread)).not.toContain('a1')
})

test('a queue row names the requester and the assignee, with the last message', () => {
  const row = toSupportQueueItem({ ...conversation, messages: [message(2, true, 'a1')] }, users)
  expect(row).toMatchObject({
    requester: { name: 'Ann Doe', role: 'RENTER', email: null },
    assignee: { id: 'a1', name: 'Max Doe' },
    lastMessage: 'text 2',
    lastMessageFrom: 'support',
    messageCount: 2,
  })
  const visitor = toSupportQueueItem(
    { ...conversation, userId: null, visitorEmail: 'v@x.co', channel: 'email', assignedTo: null, messages: [] },
    users,
  )
  expect(visitor).toMatchObject({ channel: 'email', requester: { name: '', role: null, email: 'v@x.co' }, assignee: null })
})

test("admins see support messages signed by their admin, else the team's name", () => {
  expect(toAdminSupportMessageDto(message(2, true, 'a1'), users, 'Ann Doe').senderName).toBe('Max Doe')
  expect(toAdminSupportMessageDto(message(2, true, 'zz'), users, 'Ann Doe').senderName).toBe('Support team')
  expect(toAdminSupportMessageDto(message(1, false, 'u1'), users, 'Ann Doe').senderName).toBe('Ann Doe')
})

test('long replies are cut for the notification', () => {
  expect(supportReplyPreview('short')).toBe('short')
  const long = supportReplyPreview('x'.repeat(500))
  expect(long).toHaveLength(140)
  expect(long.endsWith('…')).toBe(true)
})
