import { useEffect, useState, useSyncExternalStore } from 'react'
import { Dialog, useSession } from '@cosign/ui'
import { startChatAlerts } from '../chat/chat-alerts.js'
import { chatUnread } from '../chat/chat-unread.js'
import { Link, useLocation } from '../routing/router.js'
import { CHAT_PATH, currentNavIndex, PHONE_TABS, splitForPhone, type AppNavItem } from './navigation.js'
import { badgeText, unreadLabel } from './unread.js'

function NavItemLink({
  item,
  current,
  unread,
  className,
  onNavigate,
}: {
  item: AppNavItem
  current: boolean
  unread: number
  className: string
  onNavigate?: () => void
}) {
  return (
    <Link
      to={item.to}
      className={`${className}${current ? ' is-current' : ''}`}
      aria-current={current ? 'page' : undefined}
      aria-label={unread > 0 ? unreadLabel(item.label, unread) : undefined}
      onClick={onNavigate}
    >
      {item.short ? (
        <>
          <span className="shell-tabbar__long">{item.label}</span>
          <span className="shell-tabbar__short" aria-hidden="true">
            {item.short}
          </span>
        </>
      ) : (
        item.label
      )}
      {unread > 0 ? (
        <span className="shell-count-badge shell-tabbar__badge" aria-hidden="true" data-testid="chat-unread-badge">
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  )
}

/**
 * The one navigation of a signed-in account (navigation.ts, appNavItems): a single-line strip under the header
 * on wide screens; on phones the tab bar fixed at the bottom, its first tabs and a More button that opens the
 * rest in a drawer, so nothing scrolls sideways out of sight. The Chat tab carries the unread count, kept by the
 * chat alerts this runs (they also toast new messages). A lazy chunk (lazy-tab-bar.ts): visitors never load it.
 */
export default function TabBar({ items }: { items: AppNavItem[] }) {
  const userId = useSession().user?.id
  const chats = items.some((item) => item.to === CHAT_PATH)
  useEffect(() => (userId && chats ? startChatAlerts(userId) : undefined), [userId, chats])
  const chatUnreadCount = useSyncExternalStore(chatUnread.subscribe, chatUnread.getSnapshot, chatUnread.getSnapshot)
  const { pathname, hash } = useLocation()
  const [moreOpen, setMoreOpen] = useState(false)
  const current = currentNavIndex(items, pathname, hash)
  const { more } = splitForPhone(items)
  const currentIsMore = more.length > 0 && current >= PHONE_TABS
  const unreadOf = (item: AppNavItem) => (item.to === CHAT_PATH ? chatUnreadCount : 0)

  useEffect(() => setMoreOpen(false), [pathname, hash])

  return (
    <nav className={`shell-tabbar${more.length > 0 ? ' shell-tabbar--more' : ''}`} aria-label="App">
      <ul className="shell-tabbar__list">
        {items.map((item, index) => (
          <li key={item.to} className={more.length > 0 && index >= PHONE_TABS ? 'shell-tabbar__extra' : undefined}>
            <NavItemLink
              item={item}
              current={index === current}
              unread={unreadOf(item)}
              className="shell-tabbar__tab"
            />
          </li>
        ))}
        {more.length > 0 ? (
          <li className="shell-tabbar__more">
            <button
              type="button"
              className={`shell-tabbar__tab${currentIsMore ? ' is-current' : ''}`}
              aria-haspopup="dialog"
              onClick={() => setMoreOpen(true)}
            >
              More
            </button>
          </li>
        ) : null}
      </ul>
      <Dialog open={moreOpen} onClose={() => setMoreOpen(false)} title="More" variant="drawer">
        <nav aria-label="More pages">
          <ul className="shell-tabbar__drawer">
          {more.map((item, offset) => (
            <li key={item.to}>
              <NavItemLink
                item={item}
                current={PHONE_TABS + offset === current}
                unread={unreadOf(item)}
                className="shell-tabbar__drawer-link"
                onNavigate={() => setMoreOpen(false)}
              />
            </li>
          ))}
          </ul>
        </nav>
      </Dialog>
    </nav>
  )
}
