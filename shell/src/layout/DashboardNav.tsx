import { Link, useLocation } from '../routing/router.js'
import { Dialog } from '@cosign/ui'
import { isActivePath, type NavItem } from './navigation.js'

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation()
  return (
    <ul className="shell-dashnav__list">
      {items.map((item) => {
        const current = isActivePath(item.to, pathname, true)
        return (
          <li key={item.label}>
            <Link
              to={item.to}
              className={`shell-dashnav__link${current ? ' is-current' : ''}`}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/** Role-filtered dashboard navigation: a horizontal bar on wide screens, a side drawer on phones. */
export function DashboardNav({
  items,
  drawerOpen,
  onCloseDrawer,
}: {
  items: NavItem[]
  drawerOpen: boolean
  onCloseDrawer: () => void
}) {
  return (
    <>
      <nav className="shell-dashnav" aria-label="Dashboard">
        <NavList items={items} />
      </nav>
      <Dialog open={drawerOpen} onClose={onCloseDrawer} title="Dashboard menu" variant="drawer">
        <nav className="shell-dashnav-drawer" aria-label="Dashboard">
          <NavList items={items} onNavigate={onCloseDrawer} />
        </nav>
      </Dialog>
    </>
  )
}
