import { groupDigests } from './unread-digest.js'

describe('groupDigests', () => {
  const users = new Map([['c1', { firstName: 'Cora', lastName: 'Kim' }]])
  it('one digest per user, a line per conversation named by the other party, counts added', () => {
    const digests = groupDigests(
      [
        { userId: 'u1', conversationId: 'k1', otherId: 'c1', userIsRenter: true, unreadCount: 2 },
        { userId: 'u2', conversationId: 'k2', otherId: 'x', userIsRenter: false, unreadCount: 1 },
        { userId: 'u1', conversationId: 'k3', otherId: 'unknown', userIsRenter: true, unreadCount: 5 },
        { userId: 'u1', conversationId: 'k1', otherId: 'c1', userIsRenter: true, unreadCount: 1 },
        { userId: 'u1', conversationId: 'k4', otherId: 'c1', userIsRenter: true, unreadCount: 0 },
      ],
      users,
    )
    expect(digests).toEqual([
      {
        userId: 'u1',
        conversations: [
          { conversationId: 'k1', with: 'Cora Kim', unreadCount: 3 },
          { conversationId: 'k3', with: 'Cosigner', unreadCount: 5 },
        ],
      },
      { userId: 'u2', conversations: [{ conversationId: 'k2', with: 'Renter', unreadCount: 1 }] },
    ])
  })
})
