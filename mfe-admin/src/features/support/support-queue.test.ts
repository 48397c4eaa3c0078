import type { SupportQueueItemDto } from '@cosign/api'
import { assigneeLabel, queueTabLabel, requesterLabel } from './support-queue.js'

const item: SupportQueueItemDto = {
  id: 'c1',
  channel: 'chat',
  status: 'open',
  requester: { name: 'Ada Renter', role: 'RENTER', email: null },
  assignee: null,
  lastMessage: 'hi',
  lastMessageFrom: 'user',
  lastMessageAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  messageCount: 1,
}

test('tab labels carry the open counts', () => {
  const counts = { unassigned: 2, mine: 1, open: 5 }
  expect(['unassigned', 'mine', 'all'].map((t) => queueTabLabel(t as 'all', counts))).toEqual(['Unassigned (2)', 'Mine (1)', 'All (5)'])
  expect(queueTabLabel('mine', null)).toBe('Mine')
})

test('requesters and assignees read as people', () => {
  expect(requesterLabel(item)).toBe('Ada Renter (Renter)')
  expect(requesterLabel({ ...item, channel: 'email', requester: { name: '', role: null, email: 'v@x.co' } })).toBe(
    'v@x.co (visitor, answer by email)',
  )
  expect(assigneeLabel(item, 'me')).toBe('Unassigned')
  expect(assigneeLabel({ ...item, assignee: { id: 'me', name: 'Ann' } }, 'me')).toBe('You')
  expect(assigneeLabel({ ...item, assignee: { id: 'b', name: 'Bo Admin' } }, 'me')).toBe('Bo Admin')
})
