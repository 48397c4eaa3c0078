import type { ReactNode } from 'react'
// Through the package root: this component is a subpath of @cosign/ui, bundled by the screens that use it,
// while what it builds on stays the front ends' shared singleton's.
import { Avatar } from '@cosign/ui'
import { DataList, type DataListItem } from './DataList.js'

export interface PersonCardProps {
  /** The person's display name (first name on public cards), also the list item's accessible name. */
  name: string
  photoUrl?: string | null
  /** The name as a link to the full profile: `(children) => <Link to=...>{children}</Link>`. */
  renderName?: (name: ReactNode) => ReactNode
  /** A line under the name: the city, the age band. */
  subtitle?: ReactNode
  /** Tier, verification, match strength: Badges. */
  badges?: ReactNode
  /** The price, as a MoneyFigure; it stands out. */
  fee?: ReactNode
  feeNote?: ReactNode
  /** The two or three facts that decide; everything else belongs on the profile. */
  facts?: readonly (DataListItem | null | false | undefined)[]
  /** Text after the facts (a bio preview) and anything else. */
  children?: ReactNode
  /** The card's action (Request to cosign) and its notes. */
  footer?: ReactNode
  /** The element of the card: li in a list of cards. */
  as?: 'li' | 'article' | 'div'
}

/**
 * A person offered for a decision (a ranked match, a cosigner or renter listing): who, how trusted, what it
 * costs, the deciding facts, one action. Laid out so that no value breaks inside a word at 320–1920px
 * (e2e/tests/card-words.spec.ts measures it).
 */
export function PersonCard({
  name,
  photoUrl,
  renderName,
  subtitle,
  badges,
  fee,
  feeNote,
  facts,
  children,
  footer,
  as: Element = 'li',
}: PersonCardProps) {
  const nameText = <span className="ui-person-card__name">{name}</span>
  return (
    <Element className="ui-card ui-person-card" aria-label={name}>
      <div className="ui-person-card__head">
        <Avatar name={name} photoUrl={photoUrl} />
        <div className="ui-person-card__who">
          {renderName ? renderName(nameText) : nameText}
          {subtitle ? <span className="ui-person-card__subtitle">{subtitle}</span> : null}
          {badges ? <span className="ui-person-card__badges">{badges}</span> : null}
        </div>
      </div>
      {fee ? (
        <p className="ui-person-card__fee">
          {fee}
          {feeNote ? <span className="ui-person-card__fee-note">{feeNote}</span> : null}
        </p>
      ) : null}
      {facts && facts.some(Boolean) ? <DataList items={facts} layout="rows" /> : null}
      {children}
      {footer ? <div className="ui-person-card__footer">{footer}</div> : null}
    </Element>
  )
}
