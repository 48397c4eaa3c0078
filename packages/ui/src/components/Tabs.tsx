import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
// Through the package root: this component is a subpath of @cosign/ui, bundled by the screens that use it,
// while what it builds on stays the front ends' shared singleton's.
import { nextTabIndex } from '@cosign/ui'

export interface TabItem {
  id: string
  label: ReactNode
  content: ReactNode
}
export interface TabsProps {
  items: readonly TabItem[]
  /** Accessible name of the tablist. */
  label: string
  value?: string
  defaultValue?: string
  onChange?: (id: string) => void
}

/** ARIA tabs with a roving tabindex: arrow keys move and select, Home/End jump. */
export function Tabs({ items, label, value, defaultValue, onChange }: TabsProps) {
  const baseId = useId()
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.id)
  const selected = value ?? internal
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  function select(id: string) {
    if (value === undefined) setInternal(id)
    onChange?.(id)
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextTabIndex(index, items.length, event.key)
    if (next === null) return
    event.preventDefault()
    select(items[next].id)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className="ui-tabs">
      <div className="ui-tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const isSelected = item.id === selected
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {item.id === selected ? item.content : null}
        </div>
      ))}
    </div>
  )
}
