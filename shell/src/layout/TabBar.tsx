import { useEffect, useSyncExternalStore } from 'react'
import { useSession } from '@cosign/ui'
import { startChatAlerts } from '../chat/chat-alerts.js'
import { chatUnread } from '../chat/chat-unread.js'
import { NavLink } from '../routing/router.js'
import { CHAT_PATH, type NavItem } from './navigation.js'
import { badgeText, unreadLabel } from './unread.js'

/**
 * Tabs of a signed-in renter or cosigner: a strip under the title bar, fixed at the bottom on phones. The Chat
 * tab carries the unread count, kept by the chat alerts this runs (they also toast new messages). A lazy chunk
 * (lazy-tab-bar.ts): it shows exactly for the users who chat.
 */
export default function TabBar({ items }: { items: NavItem[] }) {
  const userId = useSession().user?.id
  useEffect(() => (userId ? startChatAlerts(userId) : undefined), [userId])
  const chatUnreadCount = useSyncExternalStore(chatUnread.subscribe, chatUnread.getSnapshot, chatUnread.getSnapshot)
  return (
    <nav className="shell-tabbar" aria-label="App">
      <ul className="shell-tabbar__list">
        {items.map((item) => {
          const unread = item.to === CHAT_PATH ? chatUnreadCount : 0
          return (
            <li key={item.label}>
              <NavLink
                to={item.to}
                end
                className="shell-tabbar__tab"
                aria-label={unread > 0 ? unreadLabel(item.label, unread) : undefined}
              >
                {item.label}
                {unread > 0 ? (
                  <span className="shell-count-badge shell-tabbar__badge" aria-hidden="true" data-testid="chat-unread-badge">
                    {badgeText(unread)}
                  </span>
                ) : null}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
