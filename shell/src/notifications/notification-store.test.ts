import type { NotificationDto } from '@cosign/contracts'
import { createNotificationStore, type NotificationsApi } from './notification-store.js'

const n = (i: number, read = false): NotificationDto => ({
  id: `id-${i}`,
  title: `T${i}`,
  message: `M${i}`,
  read,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
})

function fakeApi(answers: Record<string, () => unknown>) {
  const calls: { method: string; args: unknown[] }[] = []
  const api: NotificationsApi = {
    get: async <T>(...args: [string]) => {
      calls.push({ method: 'GET', args })
      return answers[`GET ${args[0]}`]() as T
    },
    post: async <T>(...args: [string]) => {
      calls.push({ method: 'POST', args })
      return answers[`POST ${args[0]}`]() as T
    },
  }
  return { api, calls }
}

describe('notification store', () => {
  it('loads, merges a push (badge +1) and marks one read with a body-less POST', async () => {
    const { api, calls } = fakeApi({
      'GET /chat/notifications': () => ({ items: [n(1)], unreadCount: 1 }),
      'POST /chat/notifications/id-2/read': () => ({ notification: n(2, true), unreadCount: 1 }),
    })
    const store = createNotificationStore(api)
    expect(store.getSnapshot().status).toBe('loading')
    await store.load()
    expect(store.receive(n(2))).toBe(true)
    expect(store.receive(n(2))).toBe(false)
    expect(store.getSnapshot().unreadCount).toBe(2)
    expect(store.getSnapshot().items.map((i) => i.id)).toEqual(['id-2', 'id-1'])

    await store.markRead('id-2')
    expect(store.getSnapshot().items[0].read).toBe(true)
    expect(store.getSnapshot().unreadCount).toBe(1)
    // Only the path: no body (so the client sends no content type either).
    expect(calls.at(-1)).toEqual({ method: 'POST', args: ['/chat/notifications/id-2/read'] })
  })

  it('Mark All Read: every item read and the badge empty', async () => {
    const { api } = fakeApi({
      'GET /chat/notifications': () => ({ items: [n(2), n(1)], unreadCount: 5 }),
      'POST /chat/notifications/read-all': () => ({ updated: 5, unreadCount: 0 }),
    })
    const store = createNotificationStore(api)
    await store.load()
    await store.markAllRead()
    expect(store.getSnapshot().unreadCount).toBe(0)
    expect(store.getSnapshot().items.every((i) => i.read)).toBe(true)
  })

  it('a failed first load is an error state; a later failed refresh keeps the list', async () => {
    let fail = true
    const { api } = fakeApi({
      'GET /chat/notifications': () => {
        if (fail) throw new Error('down')
        return { items: [n(1)], unreadCount: 1 }
      },
    })
    const store = createNotificationStore(api)
    await expect(store.load()).rejects.toThrow('down')
    expect(store.getSnapshot().status).toBe('error')
    fail = false
    await store.load()
    fail = true
    await expect(store.load()).rejects.toThrow('down')
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', unreadCount: 1 })
  })
})
