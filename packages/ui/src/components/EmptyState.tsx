import type { ReactNode } from 'react'

export type EmptyIllustration = 'search' | 'document' | 'money' | 'people' | 'inbox'

export interface EmptyStateProps {
  title: ReactNode
  /** What to do next, in a sentence. */
  description?: ReactNode
  /** The link or button that does it: every empty state leads somewhere. */
  action?: ReactNode
  headingLevel?: 1 | 2 | 3
  /** The picture above the title (inline SVG in the theme's colours, decorative). */
  illustration?: EmptyIllustration | null
}

/** Small line drawings in currentColor and the accent token: no image request, both themes. */
const DRAWINGS: Record<EmptyIllustration, ReactNode> = {
  search: (
    <>
      <circle cx="34" cy="34" r="18" className="ui-illo__accent-fill" />
      <circle cx="34" cy="34" r="18" />
      <path d="M47 47l17 17" />
      <path d="M26 34h16M34 26v16" className="ui-illo__accent" />
    </>
  ),
  document: (
    <>
      <path d="M18 10h28l14 14v46H18z" className="ui-illo__accent-fill" />
      <path d="M18 10h28l14 14v46H18z" />
      <path d="M46 10v14h14" />
      <path d="M27 40h24M27 49h24M27 58h14" className="ui-illo__accent" />
    </>
  ),
  money: (
    <>
      <rect x="8" y="22" width="64" height="36" rx="6" className="ui-illo__accent-fill" />
      <rect x="8" y="22" width="64" height="36" rx="6" />
      <circle cx="40" cy="40" r="9" className="ui-illo__accent" />
      <path d="M16 30h6M58 50h6" />
    </>
  ),
  people: (
    <>
      <circle cx="28" cy="28" r="10" className="ui-illo__accent-fill" />
      <circle cx="28" cy="28" r="10" />
      <path d="M10 66c2-12 9-18 18-18s16 6 18 18" />
      <circle cx="54" cy="32" r="8" className="ui-illo__accent" />
      <path d="M44 66c1-9 5-14 10-14s11 5 12 14" className="ui-illo__accent" />
    </>
  ),
  inbox: (
    <>
      <path d="M10 44l10-28h40l10 28v20H10z" className="ui-illo__accent-fill" />
      <path d="M10 44l10-28h40l10 28v20H10z" />
      <path d="M10 44h18l4 8h16l4-8h18" className="ui-illo__accent" />
    </>
  ),
}

export function EmptyState({ title, description, action, headingLevel = 2, illustration = 'inbox' }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="ui-empty">
      {illustration ? (
        <svg className="ui-illo" viewBox="0 0 80 80" width="80" height="80" aria-hidden="true" focusable="false">
          {DRAWINGS[illustration]}
        </svg>
      ) : null}
      <Heading className="ui-empty__title">{title}</Heading>
      {description ? <p className="ui-empty__description">{description}</p> : null}
      {action}
    </div>
  )
}
