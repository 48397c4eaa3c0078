import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ListingItem, ListingsResponse } from '@cosign/contracts'
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Spinner,
  Tabs,
  TextField,
  api,
  buttonClass,
  errorMessage,
  formatUsd,
  creditScoreWithRating,
} from '@cosign/ui'
import { PendingProfilesPanel } from './PendingProfilesPanel.js'
import { CLIENTS_PAGE_SIZE, pageCount } from './review-format.js'

type ClientTab = 'renters' | 'cosigners'
type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; renters: ListingsResponse; cosigners: ListingsResponse }

const SEARCH_DELAY_MS = 300

/**
 * The admin clients tab: the cosigner profile review queue, then the listed clients in sub-tabs Renters and
 * Cosigners, each with its count, sharing one search box (server-side search and paging over the listings).
 */
export function ClientsPanel() {
  const [tab, setTab] = useState<ClientTab>('renters')
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const [pages, setPages] = useState<Record<ClientTab, number>>({ renters: 1, cosigners: 1 })
  const [load, setLoad] = useState<Load>({ state: 'loading' })

  // Search as the admin types, once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim())
      setPages({ renters: 1, cosigners: 1 })
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [searchInput])

  const fetchClients = useCallback(async () => {
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }))
    const listing = (kind: ClientTab) =>
      api.get<ListingsResponse>('/matching/listings', {
        query: { tab: kind, search: search || undefined, page: pages[kind], pageSize: CLIENTS_PAGE_SIZE },
      })
    try {
      const [renters, cosigners] = await Promise.all([listing('renters'), listing('cosigners')])
      setLoad({ state: 'ready', renters, cosigners })
    } catch (error) {
      setLoad({ state: 'error', message: errorMessage(error, 'Error fetching data') })
    }
  }, [search, pages])

  useEffect(() => {
    void fetchClients()
  }, [fetchClients])

  const count = (kind: ClientTab) => (load.state === 'ready' ? ` (${load[kind].total})` : '')
  const panel = (kind: ClientTab) => {
    if (load.state === 'loading') return <Spinner label="Loading clients…" />
    if (load.state === 'error')
      return (
        <Alert variant="error" title={load.message}>
          <Button variant="secondary" onClick={() => void fetchClients()}>
            Try Again
          </Button>
        </Alert>
      )
    const data = load[kind]
    return (
      <ClientList
        kind={kind}
        data={data}
        searching={search !== ''}
        onPage={(page) => setPages((current) => ({ ...current, [kind]: page }))}
      />
    )
  }

  return (
    <div className="ui-stack">
      {/* Approving or rejecting changes who is listed: refresh the client lists too. */}
      <PendingProfilesPanel onReviewed={() => void fetchClients()} />
      <Card title="Clients" headingLevel={2}>
        <p className="ui-page__description">
          Listed renters (active renter accounts with a saved profile) and approved cosigners.
        </p>
        <TextField
          label="Search clients"
          type="search"
          placeholder="Name or location"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <Tabs
          label="Client types"
          value={tab}
          onChange={(id) => setTab(id as ClientTab)}
          items={[
            { id: 'renters', label: `Renters${count('renters')}`, content: panel('renters') },
            { id: 'cosigners', label: `Cosigners${count('cosigners')}`, content: panel('cosigners') },
          ]}
        />
      </Card>
    </div>
  )
}

function ClientList({
  kind,
  data,
  searching,
  onPage,
}: {
  kind: ClientTab
  data: ListingsResponse
  searching: boolean
  onPage: (page: number) => void
}) {
  if (data.items.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={
          searching
            ? 'No clients match your search'
            : kind === 'renters'
              ? 'No renters yet'
              : 'No cosigners yet'
        }
      />
    )
  const pages = pageCount(data.total, data.pageSize)
  return (
    <>
      <ul
        className="ui-grid"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={kind === 'renters' ? 'Renters' : 'Cosigners'}
      >
        {data.items.map((item) => (
          <li key={item.id}>
            <ClientCard item={item} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="ui-row" aria-label="Client pages" style={{ marginTop: 12 }}>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => onPage(data.page - 1)}
          >
            Previous
          </Button>
          <span>
            Page {data.page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page >= pages}
            onClick={() => onPage(data.page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </>
  )
}

function ClientCard({ item }: { item: ListingItem }) {
  return (
    <article className="ui-card" aria-label={item.name}>
      <h3 className="ui-card__title">{item.name}</h3>
      <p className="ui-row" style={{ margin: '0 0 8px' }}>
        <Badge variant={item.kind === 'cosigner' ? 'success' : 'neutral'}>
          {item.kind === 'cosigner' ? 'Cosigner' : 'Renter'}
        </Badge>
        <span>{item.location}</span>
      </p>
      <p style={{ margin: '0 0 4px' }}>
        Credit score: {creditScoreWithRating(item.creditScore, 'Not Set')} · Income{' '}
        {formatUsd(item.monthlyIncomeCents)}/month
      </p>
      {item.kind === 'cosigner' ? (
        <p style={{ margin: '0 0 8px' }}>
          Fee {formatUsd(item.totalFeeCents)} · Supports rent up to {formatUsd(item.maxRentSupportCents)}
        </p>
      ) : (
        <p style={{ margin: '0 0 8px' }}>Housing budget {formatUsd(item.housingBudgetCents)}/month</p>
      )}
      <Link to={`/profile/${item.id}`} className={buttonClass('secondary', 'sm')}>
        View profile
      </Link>
    </article>
  )
}
