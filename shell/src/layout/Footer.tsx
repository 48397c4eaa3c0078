import { Link } from '../routing/router.js'
import { BRAND_NAME } from '../brand.js'
import { FOOTER_SECTIONS } from './navigation.js'

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
      <p className="shell-footer__copyright">© 2024 {BRAND_NAME}. All rights reserved.</p>
    </footer>
  )
}
