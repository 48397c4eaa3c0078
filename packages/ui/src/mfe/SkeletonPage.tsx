import type { ReactNode } from 'react'
// Through the package root: this module is a subpath of @cosign/ui, bundled by the apps that use it, while what
// it builds on stays the front ends' shared singleton's.
import { Card, PageHeader } from '@cosign/ui'

/**
 * A route's page before its screen is built: the page's heading (the route table's label), what the screen
 * will offer, and a plain note that it is not available yet. No sample data.
 */
export function SkeletonPage({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children?: ReactNode
}) {
  return (
    <section className="ui-page">
      <PageHeader title={title} description={description} />
      {children}
      <Card title="Coming soon" headingLevel={2}>
        <p className="ui-page__description">This screen is being built. Nothing on it is available yet.</p>
      </Card>
    </section>
  )
}
