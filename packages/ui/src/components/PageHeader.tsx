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
        <div className="ui-row" style={{ marginTop: 'var(--ui-space-3)' }}>
          {actions}
        </div>
      ) : null}
    </header>
  )
}

/** A screen: its section with the page header (title, description, actions) on top of the children. */
export function Page({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="ui-page">
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </section>
  )
}
