import { chatEndpoints, type NotificationDto, type NotificationListResponse } from '@cosign/api'
import type { ApiClient } from '@cosign/ui'
import {
  markAllReadLocally,
  markReadLocally,
  mergeLoaded,
  mergePushed,
  mergeResumed,
  type NotificationList,
} from './notifications-state.js'

export interface NotificationsState extends NotificationList {
  /** 'loading' and 'error' only until a list was read once; later refreshes keep showing the list. */
  status: 'loading' | 'ready' | 'error'
}

/** The API client method the store uses (the @cosign/ui client; a fake in tests). */
export type NotificationsApi = Pick<ApiClient, 'call'>

export interface NotificationStore {
  subscribe(listener: () => void): () => void
  getSnapshot(): NotificationsState
  /** Reads the newest 20 and the unread count. Rejects on failure (state 'error' if nothing was read yet). */
  load(): Promise<void>
  /**
   * After a reconnect: asks only for what was stored after the newest notification held and merges it in (a
   * full load when nothing is held yet, the list cannot resume, or the server refuses the cursor).
   */
  resume(): Promise<void>
  /** Adds a pushed notification; false if it was already listed. */
  receive(notification: NotificationDto): boolean
  markRead(id: string): Promise<void>
  markAllRead(): Promise<void>
  /** Another admin read alerts (`ids` null: all): shows them read and takes the server's unread count. */
  applyRead(ids: string[] | null, unreadCount: number): void
}

/** Where a list lives: the user's notifications, or the admins' shared alerts (same answers, more fields). */
export interface NotificationPaths {
  /** The newest page; `after`: only what was stored after that notification (when `resumable`). */
  list(api: NotificationsApi, after?: string): Promise<NotificationListResponse>
  markRead(api: NotificationsApi, id: string): Promise<{ unreadCount: number }>
  markAllRead(api: NotificationsApi): Promise<{ unreadCount: number }>
  /** The list answers `?after=<id>` with what was stored after that notification. */
  resumable?: boolean
}
// No body and no content type on the read POSTs: the routes take none.
export const USER_NOTIFICATIONS: NotificationPaths = {
  list: (api, after) => api.call(chatEndpoints.listNotifications, { query: after === undefined ? {} : { after } }),
  markRead: (api, id) => api.call(chatEndpoints.markNotificationRead, { params: { id } }),
  markAllRead: (api) => api.call(chatEndpoints.markAllNotificationsRead),
  resumable: true,
}
export const ADMIN_ALERTS: NotificationPaths = {
  list: (api) => api.call(chatEndpoints.listAdminAlerts),
  markRead: (api, id) => api.call(chatEndpoints.markAdminAlertRead, { params: { id } }),
  markAllRead: (api) => api.call(chatEndpoints.markAllAdminAlertsRead),
}

/** The signed-in user's notifications (or an admin's alerts), shared by the bell (badge, socket) and the panel. */
export function createNotificationStore(api: NotificationsApi, paths: NotificationPaths = USER_NOTIFICATIONS): NotificationStore {
  let state: NotificationsState = { status: 'loading', items: [], unreadCount: 0 }
  const listeners = new Set<() => void>()
  let loadSeq = 0
  // Pushes that arrive while a list request is out may or may not be in its answer; they are merged in after.
  let pushedDuringLoad: NotificationDto[] = []

  function set(next: Partial<NotificationsState>) {
    state = { ...state, ...next }
    for (const listener of [...listeners]) listener()
  }

  async function load() {
    const seq = ++loadSeq
    pushedDuringLoad = []
    if (state.status === 'error') set({ status: 'loading' })
    try {
      const response = await paths.list(api)
      if (seq !== loadSeq) return
      set({ status: 'ready', ...mergeLoaded(response, pushedDuringLoad) })
    } catch (error) {
      if (seq === loadSeq && state.status !== 'ready') set({ status: 'error' })
      throw error
    } finally {
      if (seq === loadSeq) pushedDuringLoad = []
    }
  }

  async function resume() {
    const newest = state.items[0]
    if (!paths.resumable || state.status !== 'ready' || !newest) return load()
    const seq = ++loadSeq
    pushedDuringLoad = []
    try {
      const response = await paths.list(api, newest.id)
      if (seq !== loadSeq) return
      set(mergeResumed(state, response, pushedDuringLoad))
    } catch (error) {
      if (seq !== loadSeq) throw error
      return load()
    } finally {
      if (seq === loadSeq) pushedDuringLoad = []
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => state,
    load,
    resume,
    receive(notification) {
      pushedDuringLoad.push(notification)
      const { added, items, unreadCount } = mergePushed(state, notification)
      if (added) set({ items, unreadCount })
      return added
    },
    async markRead(id) {
      const before = state.items.find((item) => item.id === id)
      if (!before || before.read) return
      set(markReadLocally(state, id))
      try {
        const answer = await paths.markRead(api, id)
        set({ unreadCount: answer.unreadCount })
      } catch (error) {
        void load().catch(() => undefined) // put the server's truth back
        throw error
      }
    },
    async markAllRead() {
      const answer = await paths.markAllRead(api)
      set({ ...markAllReadLocally(state), unreadCount: answer.unreadCount })
    },
    applyRead(ids, unreadCount) {
      const read = ids === null ? markAllReadLocally(state) : ids.reduce<NotificationList>((list, id) => markReadLocally(list, id), state)
      set({ items: read.items, unreadCount })
    },
  }
}
