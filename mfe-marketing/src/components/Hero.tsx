import type { ReactNode } from 'react'
import { AppLink } from './AppLink.js'
import { HeroIllustration } from './HeroIllustration.js'

/** A landing page's opening: its heading, lead sentence (the children) and calls to action, with the illustration. */
export function Hero({ title, actions, children }: { title: ReactNode; actions: ReactNode; children: ReactNode }) {
  return (
    <section className="mk-hero mk-hero-art">
      <div>
        <h1>{title}</h1>
        <p className="mk-lead">{children}</p>
        <div className="mk-actions">{actions}</div>
      </div>
      <HeroIllustration />
    </section>
  )
}

/** The two ways in, by role: the renter's page first, then the cosigner's. */
export function RoleChoiceLinks() {
  return (
    <>
      <AppLink className="mk-button" to="/renter">
        I Need a Cosigner
      </AppLink>
      <AppLink className="mk-button mk-button-secondary" to="/cosigner">
        I Want to Cosign
      </AppLink>
    </>
  )
}
