import type { ReactNode } from 'react'
import { AppLink } from './AppLink.js'

export interface PageLink {
  to: string
  label: string
}

/** A titled section of links to other pages of the site (cities, states, main pages), then `children`. */
export function LinkSection({
  id,
  title,
  links,
  children,
}: {
  id: string
  title: ReactNode
  links: readonly PageLink[]
  children?: ReactNode
}) {
  return (
    <section className="mk-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="mk-links">
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
      {children}
    </section>
  )
}

/** A titled paragraph, then a link to read more when there is one. */
export function TextSection({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more?: PageLink
  children: ReactNode
}) {
  return (
    <section className="mk-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{children}</p>
      {more ? <AppLink to={more.to}>{more.label}</AppLink> : null}
    </section>
  )
}
