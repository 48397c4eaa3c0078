import type { ReactNode } from 'react'
import { formatDate } from '@cosign/ui'
import { starGlyphs, starsLabel } from './review-form.js'

const OCCASION_LABEL = { finalized: 'After signing', completed: 'After the lease' } as const

/** One review: who, stars (read as "4 stars"), when, the text, and what the screen adds (status, actions). */
export function ReviewCard(props: {
  heading: string
  rating: number
  occasion: keyof typeof OCCASION_LABEL
  createdAt: string
  text: string
  children?: ReactNode
}) {
  return (
    <article className="ui-card" aria-label={props.heading} data-testid="review-card">
      <h3 className="ui-card__title" style={{ overflowWrap: 'anywhere' }}>
        {props.heading}
      </h3>
      <p style={{ margin: 0 }}>
        <span aria-hidden="true" style={{ color: 'var(--ui-warning)' }}>
          {starGlyphs(props.rating)}
        </span>{' '}
        <span className="ui-visually-hidden">{starsLabel(props.rating)}</span>
        <span className="ui-page__description">
          {' '}
          · {OCCASION_LABEL[props.occasion]} · {formatDate(props.createdAt)}
        </span>
      </p>
      <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{props.text}</p>
      {props.children}
    </article>
  )
}
