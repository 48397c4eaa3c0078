import type { NotificationDto } from '@cosign/api'
import {
  adminAlertLink,
  badgeText,
  bellLabel,
  chatSocketUrl,
  markAllReadLocally,
  markReadLocally,
  mergeLoaded,
  mergePushed,
  mergeResumed,
  parseRealtimeMessage,
  reconnectDelayMs,
  type NotificationList,
} from './notifications-state.js'
import { relativeTime } from './relative-time.js'

function notification(n: number, read = false): NotificationDto {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Title ${n}`,
    message: `Message ${n}`,
    read,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(),
  }
}

/** `count` notifications, newest first (as the server lists them). */
function list(count: number, unreadCount = count): NotificationList {
  return { items: Array.from({ length: count }, (_, i) => notification(count - i)), unreadCount }
}

describe('reconnect delays', () => {
  it('waits 1, 2, 5, then every 10 seconds (spec)', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelayMs)).toEqual([
      1000, 2000, 5000, 10000, 10000, 10000, 10000,
    ])
  })
})

describe('a pushed notification', () => {
  it('is prepended and bumps the unread count', () => {
    const merged = mergePushed(list(2), notification(3))
    expect(merged.added).toBe(true)
    expect(merged.items.map((i) => i.title)).toEqual(['Title 3', 'Title 2', 'Title 1'])
    expect(merged.unreadCount).toBe(3)
  })

  it('counts unread ones beyond the 20 listed and keeps the list at 20', () => {
    const merged = mergePushed(list(20, 25), notification(21))
    expect(merged.items).toHaveLength(20)
    expect(merged.items[0].title).toBe('Title 21')
    expect(merged.items.at(-1)?.title).toBe('Title 2')
    expect(merged.unreadCount).toBe(26)
  })

  it('already listed (it raced the list request) changes nothing', () => {
    const before = list(2)
    const merged = mergePushed(before, { ...notification(2) })
    expect(merged.added).toBe(false)
    expect(merged.items).toEqual(before.items)
    expect(merged.unreadCount).toBe(2)
  })

  it('that is already read does not bump the count', () => {
    expect(mergePushed(list(1), notification(2, true)).unreadCount).toBe(1)
  })

  it('pushed while the list was loading is kept unless the answer has it', () => {
    const loaded = list(2, 2)
    const merged = mergeLoaded(loaded, [notification(2), notification(3)])
    expect(merged.items.map((i) => i.title)).toEqual(['Title 3', 'Title 2', 'Title 1'])
    expect(merged.unreadCount).toBe(3)
  })
})

describe('resuming after a reconnect', () => {
  const at = (n: number, minute: number): NotificationDto => ({
    ...notification(n),
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString(),
  })

  it('adds what was stored after the newest held, each once, in the server order, with the server count', () => {
    const held = { items: [notification(3, true), notification(2), notification(1)], unreadCount: 2 }
    // The server's answer (newest first) and one of its notifications pushed again while the request was out.
    const resumed = { items: [notification(5), notification(4)], unreadCount: 4 }
    const merged = mergeResumed(held, resumed, [notification(4)])
    expect(merged.items.map((i) => i.title)).toEqual(['Title 5', 'Title 4', 'Title 3', 'Title 2', 'Title 1'])
    expect(merged.items[2].read).toBe(true)
    expect(merged.unreadCount).toBe(4)
  })

  it('orders notifications stored in the same millisecond as the server does (by id), not by arrival', () => {
    const merged = mergeResumed({ items: [at(1, 1)], unreadCount: 1 }, { items: [at(3, 2), at(2, 2)], unreadCount: 3 }, [])
    expect(merged.items.map((i) => i.title)).toEqual(['Title 3', 'Title 2', 'Title 1'])
    // The same two pushed in the other order end up in the same place.
    const pushed = mergeLoaded({ items: [at(1, 1)], unreadCount: 1 }, [at(2, 2), at(3, 2)])
    expect(pushed.items.map((i) => i.title)).toEqual(['Title 3', 'Title 2', 'Title 1'])
  })

  it('keeps the newest 20 when more were missed than the bell lists', () => {
    const missed = { items: Array.from({ length: 20 }, (_, i) => notification(40 - i)), unreadCount: 30 }
    const merged = mergeResumed(list(10), missed, [notification(41)])
    expect(merged.items).toHaveLength(20)
    expect(merged.items[0].title).toBe('Title 41')
    expect(merged.items.at(-1)?.title).toBe('Title 22')
    expect(merged.unreadCount).toBe(31)
  })
})

describe('marking read', () => {
  it('one unread notification: read and one fewer unread', () => {
    const marked = markReadLocally(list(3), notification(2).id)
    expect(marked.items.map((i) => i.read)).toEqual([false, true, false])
    expect(marked.unreadCount).toBe(2)
  })

  it('an already read or unknown notification changes nothing', () => {
    const start = { items: [notification(1, true)], unreadCount: 4 }
    expect(markReadLocally(start, notification(1).id)).toBe(start)
    expect(markReadLocally(start, 'other')).toBe(start)
  })

  it('all: every item read and no unread left', () => {
    const marked = markAllReadLocally(list(3, 7))
    expect(marked.items.every((i) => i.read)).toBe(true)
    expect(marked.unreadCount).toBe(0)
  })
})

describe('bell', () => {
  it('names the unread count, and shortens large badges', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread')
    expect(bellLabel(0)).toBe('Notifications')
    expect(badgeText(7)).toBe('7')
    expect(badgeText(120)).toBe('99+')
  })
})

describe('realtime messages', () => {
  it('accepts notification.created with a whole notification', () => {
    const n = notification(1)
    expect(parseRealtimeMessage(JSON.stringify({ type: 'notification.created', notification: n }))).toEqual({
      type: 'notification.created',
      notification: n,
    })
  })

  it('ignores other types, incomplete notifications and malformed frames', () => {
    expect(parseRealtimeMessage(JSON.stringify({ type: 'other', notification: notification(1) }))).toBeNull()
    expect(
      parseRealtimeMessage(JSON.stringify({ type: 'notification.created', notification: { id: 'x' } })),
    ).toBeNull()
    expect(parseRealtimeMessage('{not json')).toBeNull()
    expect(parseRealtimeMessage(new ArrayBuffer(2))).toBeNull()
  })

  it('socket URL: the API base on the page origin with the ws scheme and the token in the query', () => {
    expect(chatSocketUrl('/api', 'http://localhost:8080/dashboard', 'a.b+c')).toBe(
      'ws://localhost:8080/api/chat/ws?token=a.b%2Bc',
    )
    expect(chatSocketUrl('https://gw.example.com/api/', 'http://localhost:3002/', 't')).toBe(
      'wss://gw.example.com/api/chat/ws?token=t',
    )
  })
})

describe('relative time', () => {
  const now = Date.parse('2025-03-10T12:00:00Z')
  it('reads like speech', () => {
    expect(relativeTime('2025-03-10T11:59:30Z', now)).toBe('just now')
    expect(relativeTime('2025-03-10T12:00:30Z', now)).toBe('just now')
    expect(relativeTime('2025-03-10T11:55:00Z', now)).toBe('5 minutes ago')
    expect(relativeTime('2025-03-10T10:00:00Z', now)).toBe('2 hours ago')
    expect(relativeTime('2025-03-09T11:00:00Z', now)).toBe('yesterday')
    expect(relativeTime('2025-02-20T12:00:00Z', now)).toBe('2 weeks ago')
    expect(relativeTime('not a date', now)).toBe('')
  })
})

describe('adminAlertLink', () => {
  const alert = (type: string, subjectId: string | null = null) =>
    ({ ...notification(1), type, priority: 'medium', subjectId }) as NotificationDto
  it('points the review alert to the Clients tab, where pending cosigner profiles are reviewed', () => {
    expect(adminAlertLink(alert('profile_review', 'p-1'))).toEqual({
      to: '/admin?tab=clients',
      label: 'Review in the Clients tab',
    })
  })
  it('points the other alerts to their tabs, a client alert to the client; a user notification to nothing', () => {
    expect(adminAlertLink(alert('support_request'))?.to).toBe('/admin?tab=support')
    expect(adminAlertLink(alert('dispute_opened'))?.to).toBe('/admin?tab=disputes')
    expect(adminAlertLink(alert('payment_failed'))?.to).toBe('/admin?tab=transactions')
    expect(adminAlertLink(alert('high_value_signup', 'u-1'))?.to).toBe('/admin?tab=clients&client=u-1')
    expect(adminAlertLink(notification(2))).toBeNull()
  })
})
