import type { ReactNode } from 'react'
import { cityPath, type City } from '../domain/cities.js'
import { AppLink } from './AppLink.js'

export interface PageLink {
  to: string
  label: ReactNode
  /** Default `to`. */
  key?: string
}

/** A city's link, "San Diego, CA". */
export const cityLink = (city: City): PageLink => ({
  to: cityPath(city),
  label: (
    <>
      {city.name}, {city.stateAbbreviation}
    </>
  ),
  key: city.slug,
})

/** A page section of in-app links (`mk-links`) under its heading; `children` follow the list. */
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
          <li key={link.key ?? link.to}>
            <AppLink to={link.to}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
      {children}
    </section>
  )
}
