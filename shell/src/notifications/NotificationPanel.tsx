// The notifications list (a lazy chunk loaded on first open). The Dialog moves focus in, traps it, closes on
// Esc or the backdrop and returns focus to the bell.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { MESSAGES, type NotificationDto } from '@cosign/api'
import { Alert, Button, Dialog, EmptyState, errorMessage, Spinner, toast } from '@cosign/ui'
import type { NotificationStore } from './notification-store.js'
import { relativeTime } from './relative-time.js'
import { adminAlertLink, priorityLabel } from './notifications-state.js'
import { Link } from '../routing/router.js'

const LOAD_ERROR = 'Could not load notifications.'

export default function NotificationPanel({
  store,
  onClose,
}: {
  store: NotificationStore
  onClose: () => void
}) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  const [markingAll, setMarkingAll] = useState(false)
  const reload = () => void store.load().catch(() => undefined)

  // The socket keeps the list current; reading it again on open also covers anything a dropped socket missed.
  useEffect(reload, [store])

  async function markAll() {
    if (markingAll || state.unreadCount === 0) return
    setMarkingAll(true)
    try {
      await store.markAllRead()
    } catch (error) {
      toast({ title: errorMessage(error), variant: 'error' })
    } finally {
      setMarkingAll(false)
    }
  }

  function markRead(id: string) {
    store.markRead(id).catch((error: unknown) => toast({ title: errorMessage(error), variant: 'error' }))
  }

  const now = Date.now()
  return (
    <Dialog open onClose={onClose} title="Notifications">
      <div className="shell-notifications">
        <div className="shell-notifications__toolbar">
          <p className="shell-notifications__count" aria-live="polite">
            {state.unreadCount > 0 ? `${state.unreadCount} unread` : 'All caught up'}
          </p>
          {/* Not `disabled` while busy or with nothing unread: a disabled button would drop the keyboard focus. */}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void markAll()}
            aria-busy={markingAll || undefined}
            aria-disabled={state.unreadCount === 0 || undefined}
          >
            Mark All Read
          </Button>
        </div>
        {state.status === 'loading' ? (
          <Spinner label="Loading notifications…" />
        ) : state.status === 'error' ? (
          <Alert variant="error" title={LOAD_ERROR}>
            <Button variant="secondary" size="sm" onClick={reload}>
              Retry
            </Button>
          </Alert>
        ) : state.items.length === 0 ? (
          <EmptyState title={MESSAGES.noNotifications} headingLevel={3} />
        ) : (
          <ul className="shell-notifications__list">
            {state.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={`shell-notification${item.read ? '' : ' is-unread'}`}
                  onClick={() => markRead(item.id)}
                >
                  <span className="shell-notification__title">
                    {item.read ? null : <span className="ui-visually-hidden">Unread: </span>}
                    {item.title}
                  </span>
                  <span className="shell-notification__message">{item.message}</span>
                  {priorityLabel(item) ? (
                    <span className={`shell-notification__priority is-${(item as { priority?: string }).priority}`}>{priorityLabel(item)}</span>
                  ) : null}
                  <time className="shell-notification__time" dateTime={item.createdAt}>
                    {relativeTime(item.createdAt, now)}
                  </time>
                </button>
                <AlertLink item={item} onFollow={() => (markRead(item.id), onClose())} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  )
}

/** An admin alert's way to where it is acted on (nothing for a user's notification). */
function AlertLink({ item, onFollow }: { item: NotificationDto; onFollow: () => void }) {
  const link = adminAlertLink(item)
  if (!link) return null
  return (
    <Link to={link.to} className="shell-notification__link" onClick={onFollow}>
      {link.label}
    </Link>
  )
}
