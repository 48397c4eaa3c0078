import { unreadLabel } from './unread.js'

// badgeText is covered with the bell (notifications-state.test.ts).
describe('unread labels', () => {
  it('name the count for screen readers, and only when there is one', () => {
    expect(unreadLabel('Chat', 3)).toBe('Chat, 3 unread')
    expect(unreadLabel('Chat', 0)).toBe('Chat')
  })
})
