import type { FormEvent, ReactNode, Ref } from 'react'
import {
  Button,
  Card,
  EmptyState,
  Select,
  ServerDataView,
  TextField,
  type SelectOption,
  type ServerData,
} from '@cosign/ui'
import { DataTable, type DataTableColumn } from '@cosign/ui/data-table'
import { Pager } from './Pager.js'
import { countLabel } from './page-count.js'
import { emptyListNext } from './EmptyStateActions.js'

/** One page of an admin list, as the services answer it. */
export interface AdminPage {
  items: readonly unknown[]
  page: number
  total: number
  pageSize: number
}

export interface AdminSearch {
  label: string
  placeholder: string
  maxLength?: number
  value: string
  onChange: (value: string) => void
  /** Enter or the Search button. */
  onSearch: () => void
  /** Accessible name of the search form. */
  formLabel?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A filter of an admin list: a Select whose choice narrows the list (back to its first page). */
export interface AdminFilter {
  label: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
}

/** An admin list's toolbar: the search box, the list's filters, then Search and its other actions (CSV export). */
export function AdminSearchToolbar({
  search,
  filters,
  actions,
}: {
  search: AdminSearch
  filters?: readonly AdminFilter[]
  actions?: ReactNode
}) {
  return (
    <form
      className="adm-toolbar"
      role="search"
      aria-label={search.formLabel}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        search.onSearch()
      }}
    >
      <TextField
        ref={search.inputRef}
        label={search.label}
        type="search"
        placeholder={search.placeholder}
        maxLength={search.maxLength}
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
      />
      {filters?.map((filter) => (
        <Select
          key={filter.label}
          label={filter.label}
          options={filter.options}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
        />
      ))}
      <div className="ui-row">
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {actions}
      </div>
    </form>
  )
}

export interface AdminTablePanelProps<P extends AdminPage> {
  /** Above the toolbar: a filter notice, counts, an introduction. */
  header?: ReactNode
  /** When set, the header, the toolbar and the table sit in a card of this title. */
  cardTitle?: string
  /**
   * One item in words ("dispute"): the panel's labels say it ("Loading disputes…", "Disputes table",
   * "Disputes pages", "No disputes found", "12 disputes").
   */
  noun: string
  search: AdminSearch
  filters?: readonly AdminFilter[]
  /** Whether a search or filter narrows the list, and how to clear them (the empty list offers it). */
  narrowed: { filtered: boolean; clear: () => void }
  actions?: ReactNode
  list: ServerData<P>
  errorTitle?: string
  /** The whole list empty: what it says to do next, and the button or link that does it (another tab). */
  empty: { description: string; action: ReactNode }
  columns: readonly DataTableColumn[]
  /** One item's table row (with its key). */
  row: (item: P['items'][number]) => ReactNode
  /** The pager's count in words; by default the total with the noun ("12 disputes"). */
  summary?: (page: P) => string
  pagerBusy?: boolean
  onPage: (page: number) => void
  /** After the panel's content: its dialogs. */
  children?: ReactNode
}

/**
 * An admin tab's paged table (transactions, users, disputes): search and filters, the loading, error and empty
 * states, the table of the current page and its pager, all labelled from the noun.
 */
export function AdminTablePanel<P extends AdminPage>({
  header,
  cardTitle,
  noun,
  search,
  filters,
  narrowed,
  actions,
  list,
  errorTitle,
  empty,
  columns,
  row,
  summary = (page) => countLabel(page.total, noun),
  pagerBusy,
  onPage,
  children,
}: AdminTablePanelProps<P>) {
  const many = `${noun}s`
  const Many = many.charAt(0).toUpperCase() + many.slice(1)
  // One filter is named ("Try another search or role"); several are "filter".
  const tryAnother = `Try another search or ${filters?.length === 1 ? filters[0].label.toLowerCase() : 'filter'}`
  const content = (
    <>
      {header}
      <AdminSearchToolbar search={search} filters={filters} actions={actions} />
      <ServerDataView
        state={list}
        loadingLabel={`Loading ${many}…`}
        errorTitle={errorTitle}
        empty={{
          // Inside the card its heading is one level down.
          headingLevel: cardTitle ? 3 : 2,
          title: `No ${many} found`,
          ...emptyListNext(narrowed, tryAnother, empty),
        }}
      >
        {(data) => (
          <>
            <DataTable label={`${Many} table`} columns={columns}>
              {data.items.map((item) => row(item))}
            </DataTable>
            <Pager
              label={`${Many} pages`}
              of={data}
              summary={summary(data)}
              busy={pagerBusy}
              onPage={onPage}
            />
          </>
        )}
      </ServerDataView>
    </>
  )
  return (
    <div className="ui-stack adm-panel">
      {cardTitle ? (
        <Card title={cardTitle} headingLevel={2}>
          {content}
        </Card>
      ) : (
        content
      )}
      {children}
    </div>
  )
}
