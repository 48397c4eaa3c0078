import { Button } from '@cosign/ui'
import { pageCount } from './page-count.js'

/**
 * Previous/Next for a paged admin list, with "Page 2 of 5 · 93 users" read out as a status. `summary` is the
 * count in words; the page part shows only when there is more than one page.
 */
export function Pager({
  label,
  of: { page, total, pageSize },
  summary,
  busy = false,
  onPage,
}: {
  /** Accessible name of the navigation, e.g. "Users pages". */
  label: string
  /** The page shown, of how many items in pages of what size (a page of the services' answer). */
  of: { page: number; total: number; pageSize: number }
  summary: string
  busy?: boolean
  onPage: (page: number) => void
}) {
  const pages = pageCount(total, pageSize)
  return (
    <nav className="adm-pager" aria-label={label}>
      <span role="status">
        {pages > 1 ? `Page ${page} of ${pages} · ` : ''}
        {summary}
      </span>
      {pages > 1 ? (
        <div className="ui-row">
          <Button size="sm" variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages || busy}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  )
}
