import { ThemeSwitcher } from '@cosign/ui'

/**
 * The page-title label of the route table (spec "page-title bar"; not a heading: pages own their <h1>), the
 * theme switcher, and on phones the button that opens the dashboard navigation drawer.
 */
export function PageTitleBar({ label, onOpenMenu }: { label: string; onOpenMenu?: () => void }) {
  return (
    <div className="shell-titlebar">
      <div className="shell-titlebar__inner">
        <p className="shell-titlebar__label" data-testid="page-title">
          {label}
        </p>
        <div className="shell-titlebar__tools">
          {onOpenMenu ? (
            <button
              type="button"
              className="ui-btn ui-btn--ghost ui-btn--sm shell-titlebar__menu"
              onClick={onOpenMenu}
              aria-haspopup="dialog"
            >
              Menu
            </button>
          ) : null}
          <div className="shell-titlebar__theme">
            <ThemeSwitcher id="theme-switcher" />
          </div>
        </div>
      </div>
    </div>
  )
}
