import { EmptyState, PageHeader } from '@cosign/ui'
import type { PageProps } from '@cosign/ui'

/** The spec's Reviews page is an empty placeholder. */
export function ReviewsPage({ label }: PageProps) {
  return (
    <section className="ui-page">
      <PageHeader title={label} description="Reviews between renters and cosigners after a lease." />
      <EmptyState title="No reviews yet" description="Reviews will appear here once they are available." />
    </section>
  )
}
