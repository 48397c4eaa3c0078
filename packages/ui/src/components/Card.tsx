import type { HTMLAttributes, ReactNode } from 'react'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode
  /** Heading level of the title, so cards fit the page outline. */
  headingLevel?: 2 | 3 | 4
  children?: ReactNode
}

export function Card({ title, headingLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <section {...rest} className={['ui-card', className].filter(Boolean).join(' ')}>
      {title ? <Heading className="ui-card__title">{title}</Heading> : null}
      {children}
    </section>
  )
}
