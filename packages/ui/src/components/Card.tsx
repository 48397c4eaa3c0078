import type { HTMLAttributes, ReactNode } from 'react'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode
  /** Heading level of the title, so cards fit the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Beside the title, at the top right however long the title is: its status, say. */
  badge?: ReactNode
  children?: ReactNode
}

export function Card({ title, headingLevel = 2, badge, className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const
  const head = badge ? (
    <span className="ui-card__head">
      <span className="ui-card__name">{title}</span>
      {badge}
    </span>
  ) : (
    title
  )
  return (
    <section {...rest} className={['ui-card', className].filter(Boolean).join(' ')}>
      {title ? <Heading className="ui-card__title">{head}</Heading> : null}
      {children}
    </section>
  )
}
