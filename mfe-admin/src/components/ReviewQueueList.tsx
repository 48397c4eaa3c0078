import type { ComponentProps, ReactNode } from 'react'
import { Pager } from './Pager.js'

/** A page of a review queue (cosigner profiles, credit reports): one card per item, then the pager. */
export function ReviewQueueList<T extends { id: string }>({
  label,
  items,
  pager,
  children,
}: {
  /** Accessible name of the list. */
  label: string
  items: readonly T[]
  pager: ComponentProps<typeof Pager>
  /** One item's card. */
  children: (item: T) => ReactNode
}) {
  return (
    <>
      <ul className="ui-stack" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <Pager {...pager} />
    </>
  )
}
