import type { ReactNode } from 'react'

/** The page's single <h1> and a short description under it. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <header className="ui-page__header">
      <h1 className="ui-page__title">{title}</h1>
      {description ? <p className="ui-page__description">{description}</p> : null}
      {actions ? (
        <div className="ui-row" style={{ marginTop: 12 }}>
          {actions}
        </div>
      ) : null}
    </header>
  )
}
