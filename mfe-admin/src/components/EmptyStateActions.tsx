import type { ReactNode } from 'react'
import { Button } from '@cosign/ui'

/** An empty list's way out when a search or filter emptied it: back to the whole list. */
export function ClearFiltersButton({ onClear, children = 'Clear search and filters' }: { onClear: () => void; children?: ReactNode }) {
  return (
    <Button variant="secondary" onClick={onClear}>
      {children}
    </Button>
  )
}

/**
 * What an admin list's empty state says and offers: with a search or filter on, to try another or clear them
 * (`tryAnother`: "Try another search or role"); without, the list's own next move.
 */
export function emptyListNext(
  list: { filtered: boolean; clear: () => void },
  tryAnother: string,
  unfiltered: { description: string; action: ReactNode },
): { description: string; action: ReactNode } {
  return list.filtered
    ? { description: `${tryAnother}, or clear them to see the whole list.`, action: <ClearFiltersButton onClear={list.clear} /> }
    : unfiltered
}
