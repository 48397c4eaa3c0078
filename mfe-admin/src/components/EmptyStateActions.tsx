import type { ReactNode, RefObject } from 'react'
import { Button, EmptyState } from '@cosign/ui'

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

/**
 * A tab's empty library (documents, services) when the form that adds the first item sits above it: its action
 * moves the focus to that form's first field.
 */
export function AddFirstEmptyState({
  title,
  description,
  actionLabel,
  firstField,
}: {
  title: string
  description: string
  actionLabel: string
  firstField: RefObject<HTMLInputElement | null>
}) {
  return (
    <EmptyState
      headingLevel={3}
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={() => firstField.current?.focus()}>
          {actionLabel}
        </Button>
      }
    />
  )
}
