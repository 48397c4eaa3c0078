import { useState } from 'react'
import type { AdminFilter, AdminSearch } from './AdminTablePanel.js'
import type { SelectOption } from '@cosign/ui'

/** The filters of an admin list beside its search (each a string, '' for every value). */
type Filters = { search: string } & Record<string, string>

/**
 * An admin list's search, filters and page, as its AdminTablePanel shows them: a changed filter or an applied
 * search goes back to the first page; the typed search applies on Enter or the Search button.
 */
export function useListFilters<F extends Filters>(initial: F) {
  const [searchInput, setSearchInput] = useState(initial.search)
  const [filters, setFilters] = useState<F & { page: number }>({ ...initial, page: 1 })

  function setFilter<K extends keyof F>(key: K, value: F[K]) {
    // The same value and page again keeps the same state (no new query object).
    setFilters((f) => (f[key] === value && f.page === 1 ? f : { ...f, [key]: value, page: 1 }))
  }
  return {
    filters,
    setFilter,
    setPage: (page: number) => setFilters((f) => ({ ...f, page })),
    /** The toolbar's search box; `apply` applies a typed search (default: as typed). */
    search(rules: Omit<AdminSearch, 'value' | 'onChange' | 'onSearch'>, apply = (input: string) => input): AdminSearch {
      return { ...rules, value: searchInput, onChange: setSearchInput, onSearch: () => setFilter('search', apply(searchInput) as F['search']) }
    },
    /** A toolbar filter of one key. */
    filter(label: string, options: readonly SelectOption[], key: keyof F & string): AdminFilter {
      return { label, options, value: filters[key], onChange: (value) => setFilter(key, value as F[typeof key]) }
    },
    searchInput,
    /** A search or a filter narrows the list (an empty list then says how to see it all). */
    filtered: Object.keys(initial).some((key) => filters[key] !== initial[key]),
    /** Back to the whole list: no search, every filter at its first value, the first page. */
    clear() {
      setSearchInput(initial.search)
      setFilters({ ...initial, page: 1 })
    },
  }
}
