import { endpointPath, type EndpointDeclaration, type NotificationDto } from '@cosign/api'
import { ADMIN_ALERTS, createNotificationStore, type NotificationsApi } from './notification-store.js'
import { parseAdminAlertPush, priorityLabel } from './notifications-state.js'

const n = (i: number, read = false): NotificationDto => ({
  id: `id-${i}`,
  title: `T${i}`,
  message: `M${i}`,
  read,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
})

/** The client double: records each call as the real client would send it (method, path with its query, body). */
function fakeApi(answers: Record<string, () => unknown>) {
  const calls: { method: string; args: unknown[] }[] = []
  const call = async (endpoint: EndpointDeclaration, input?: { params?: object; query?: Record<string, string>; body?: unknown }) => {
    const qs = new URLSearchParams(input?.query).toString()
    const path = `/${endpoint.service}${endpointPath(endpoint, input?.params)}${qs ? `?${qs}` : ''}`
    calls.push({ method: endpoint.method, args: input?.body === undefined ? [path] : [path, input.body] })
    return answers[`${endpoint.method} ${path}`]()
  }
  return { api: { call } as unknown as NotificationsApi, calls }
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

  it('after a reconnect asks only for what came after the newest held, and falls back to a full load', async () => {
    let refuse = false
    const { api, calls } = fakeApi({
      'GET /chat/notifications': () => ({ items: [n(2), n(1)], unreadCount: 2 }),
      'GET /chat/notifications?after=id-2': () => {
        if (refuse) throw new Error('INVALID_CURSOR')
        return { items: [n(4), n(3)], unreadCount: 4 }
      },
      'GET /chat/notifications?after=id-4': () => ({ items: [], unreadCount: 4 }),
    })
    const store = createNotificationStore(api)
    await store.load()
    await store.resume()
    expect(store.getSnapshot().items.map((i) => i.id)).toEqual(['id-4', 'id-3', 'id-2', 'id-1'])
    expect(store.getSnapshot().unreadCount).toBe(4)
    await store.resume()
    expect(store.getSnapshot().items).toHaveLength(4)
    expect(calls.map((c) => c.args[0])).toEqual([
      '/chat/notifications',
      '/chat/notifications?after=id-2',
      '/chat/notifications?after=id-4',
    ])

    const fresh = createNotificationStore(api)
    await fresh.load()
    refuse = true
    await fresh.resume()
    expect(calls.slice(-2).map((c) => c.args[0])).toEqual(['/chat/notifications?after=id-2', '/chat/notifications'])
    expect(fresh.getSnapshot().items.map((i) => i.id)).toEqual(['id-2', 'id-1'])
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

describe('an admin’s bell (shared alerts)', () => {
  const alert = (i: number) => ({ ...n(i), type: 'dispute_opened', priority: 'high', subjectId: null })

  it('reads the alerts, adds pushed ones and takes other admins’ reads from their push', async () => {
    const { api, calls } = fakeApi({
      'GET /chat/admin/alerts': () => ({ items: [alert(1), alert(2)], unreadCount: 5 }),
      'POST /chat/admin/alerts/id-3/read': () => ({ alert: { ...alert(3), read: true }, unreadCount: 4 }),
    })
    const store = createNotificationStore(api, ADMIN_ALERTS)
    await store.load()
    const pushed = parseAdminAlertPush({ type: 'admin_alert.created', alert: alert(3) })
    expect(pushed?.kind).toBe('created')
    if (pushed?.kind === 'created') expect(store.receive(pushed.alert)).toBe(true)
    expect(store.getSnapshot().unreadCount).toBe(6)
    expect(priorityLabel(store.getSnapshot().items[0])).toBe('High priority')

    const read = parseAdminAlertPush({ type: 'admin_alerts.read', ids: ['id-1'], unreadCount: 5 })
    if (read?.kind === 'read') store.applyRead(read.ids, read.unreadCount)
    expect(store.getSnapshot().items.find((i) => i.id === 'id-1')?.read).toBe(true)
    expect(store.getSnapshot().unreadCount).toBe(5)
    store.applyRead(null, 0)
    expect(store.getSnapshot().items.every((i) => i.read)).toBe(true)

    await createNotificationStore(api, ADMIN_ALERTS).load()
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.args[0])).toEqual(['/chat/admin/alerts', '/chat/admin/alerts'])
  })

  it('ignores malformed admin pushes and user notifications have no priority', () => {
    expect(parseAdminAlertPush({ type: 'admin_alert.created', alert: { id: 1 } })).toBeNull()
    expect(parseAdminAlertPush({ type: 'admin_alerts.read', ids: [1], unreadCount: 0 })).toBeNull()
    expect(parseAdminAlertPush({ type: 'chat.message' })).toBeNull()
    expect(priorityLabel(n(1))).toBeNull()
  })
})
