import { NavLink } from '../routing/router.js'
import type { NavItem } from './navigation.js'

/** Tabs of a signed-in renter or cosigner: a strip under the title bar, fixed at the bottom on phones. */
export function TabBar({ items }: { items: NavItem[] }) {
  return (
    <nav className="shell-tabbar" aria-label="App">
      <ul className="shell-tabbar__list">
        {items.map((item) => (
          <li key={item.label}>
            <NavLink to={item.to} end className="shell-tabbar__tab">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
