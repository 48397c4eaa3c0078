// The header's bell (a lazy chunk loaded only for signed-in users): unread badge, the realtime socket and the
// panel, whose list UI is a further chunk loaded on first open (or when the pointer/focus reaches the bell).
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { api, publishRealtime, realtimeBus, session, toast, useSession } from '@cosign/ui'
import { ADMIN_ALERTS, createNotificationStore, USER_NOTIFICATIONS } from './notification-store.js'
import { badgeText, bellLabel, parseAdminAlertPush } from './notifications-state.js'
import { connectRealtime } from './realtime.js'
import { pageChatSocketUrl } from './socket-url.js'

const importPanel = () => import('./NotificationPanel.js')
const NotificationPanel = lazy(importPanel)
const preloadPanel = () => void importPanel()

/**
 * Mounted once per signed-in user (keyed by id in the header); unmounting (logout) closes the socket. An admin's
 * bell lists the admin alerts (shared by all admins, pushed live to each of them) instead of personal notifications.
 */
export default function NotificationBell() {
  const isAdmin = useSession().user?.role === 'ADMIN'
  const [store] = useState(() => createNotificationStore(api, isAdmin ? ADMIN_ALERTS : USER_NOTIFICATIONS))
  const { unreadCount } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    // Failures show in the panel (error state with Retry); the badge just stays empty.
    const reload = () => void store.load().catch(() => undefined)
    reload()
    const realtime = connectRealtime({
      socketUrl: pageChatSocketUrl,
      getToken: () => session.getAccessToken(),
      refreshToken: () => session.refreshAccessToken(),
      onMessage: ({ notification }) => {
        // An admin's list holds alerts: a personal notification only toasts.
        if (isAdmin || store.receive(notification))
          toast({ title: notification.title, description: notification.message, variant: 'info' })
      },
      // Every message, notifications included, goes to the shared bus: screens subscribe by type
      // (subscribeRealtime('contract.updated', ...)) and refetch after a reconnect.
      onAnyMessage: (message) => {
        const alert = isAdmin ? parseAdminAlertPush(message) : null
        if (alert?.kind === 'created' && store.receive(alert.alert))
          toast({ title: alert.alert.title, description: alert.alert.message, variant: 'info' })
        if (alert?.kind === 'read') store.applyRead(alert.ids, alert.unreadCount)
        publishRealtime(message)
      },
      onReconnect: () => {
        // Only what was stored while the socket was down (pushes then were missed), merged once each.
        void store.resume().catch(() => undefined)
        realtimeBus.publishReconnect()
      },
    })
    // Screens send on this socket while it is open (a chat message: no HTTP round trip).
    realtimeBus.setSender(realtime.send)
    return () => {
      realtimeBus.setSender(null)
      realtime.close()
    }
  }, [store, isAdmin])

  return (
    <>
      <button
        type="button"
        className="ui-btn ui-btn--ghost ui-btn--sm shell-bell"
        aria-label={bellLabel(unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <svg className="shell-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {unreadCount > 0 ? (
          <span className="shell-count-badge shell-bell__badge" aria-hidden="true" data-testid="notifications-badge">
            {badgeText(unreadCount)}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel store={store} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
