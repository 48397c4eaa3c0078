import { Link } from '../routing/router.js'
import { ThemeSwitcher } from '@cosign/ui'
import { BRAND_NAME } from '../brand.js'
import { FOOTER_SECTIONS } from './navigation.js'

/** Footer: links for renters and cosigners, the copyright line and the theme setting. */
export function Footer() {
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        {FOOTER_SECTIONS.map((section) => (
          <nav key={section.title} aria-label={section.title} className="shell-footer__section">
            <h2 className="shell-footer__title">{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="shell-footer__bottom">
        {/* The year is the visitor's current one, read when the footer renders: never a stale constant. */}
        <p className="shell-footer__copyright">
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
        {/* The theme's one place, on every page for everyone (it was in the page-title bar, issue 15). */}
        <div className="shell-footer__theme">
          <ThemeSwitcher id="theme-switcher" />
        </div>
      </div>
    </footer>
  )
}
