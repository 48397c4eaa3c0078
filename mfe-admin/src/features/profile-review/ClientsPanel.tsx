import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import {
  ADMIN_CLIENT_MESSAGES,
  ADMIN_CLIENTS_SEARCH_MAX_LENGTH,
  type AdminClientDto,
  type AdminClientKind,
  type AdminClientResponse,
} from '@cosign/api'
import { Button, Card, EmptyState, ServerDataView, useServerData } from '@cosign/ui'
import { Tabs } from '@cosign/ui/tabs'
import { PendingProfilesPanel } from './PendingProfilesPanel.js'
import { ClientCard } from './ClientCard.js'
import { ClientProfileView } from './ClientProfileView.js'
import { pageCount } from '../../components/page-count.js'
import { Pager } from '../../components/Pager.js'
import { AdminSearchToolbar } from '../../components/AdminTablePanel.js'
import { useSearchAsYouType } from '../../components/use-search-as-you-type.js'
import { fetchClient, listClients } from './clients-api.js'
import {
  CLIENT_TABS,
  clientCount,
  clientName,
  clientsQuery,
  openClientId,
  tabById,
  tabLabel,
  tabOfKind,
  withOpenClient,
  type ClientTabId,
} from './clients.js'
import { ClearFiltersButton } from '../../components/EmptyStateActions.js'
import '../../components/admin-payments.css'
import './clients.css'
import '../../components/switch.css' // the Suspend switch (.adm-switch) of ClientOverview

/** history.state marker: the open profile was pushed over the list, so Back to clients can go back to it. */
const OPENED_FROM_LIST = 'adminClientOpenedFromList'

/**
 * One sub-tab's list. Keeps showing the last answer while the next loads (no flash between pages); an answer
 * to an older request never replaces a newer one's.
 */
function useClientList(kind: AdminClientKind, search: string, page: number, version: number) {
  const query = clientsQuery({ kind, search, page })
  return useServerData(['admin.clients', query], (signal) => listClients(query, signal), {
    keepPrevious: true,
    deps: [version],
  })
}

/**
 * The admin clients tab: the cosigner profile review queue, then every renter and cosigner account in sub-tabs
 * Renters and Cosigners (each with its count), one search box for both, and cards that open the client's full
 * profile in place. The open profile is in the URL (?client=<userId>), so the browser's Back closes it too;
 * the sub-tab, search and pages live here and are as they were when the profile closes.
 */
export function ClientsPanel() {
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const openId = openClientId(searchParams)

  const [tab, setTab] = useState<ClientTabId>('renters')
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const [pages, setPages] = useState<Record<AdminClientKind, number>>({ renter: 1, cosigner: 1 })
  // Bumped when a review in the queue above changes a cosigner's status: lists and profile reload.
  const [version, setVersion] = useState(0)
  const lists: Record<AdminClientKind, ReturnType<typeof useClientList>> = {
    renter: useClientList('renter', search, pages.renter, version),
    cosigner: useClientList('cosigner', search, pages.cosigner, version),
  }

  const searchRef = useRef<HTMLInputElement>(null)
  const listsRef = useRef<HTMLDivElement>(null)
  /** The card that opened the profile (its summary titles the profile while it loads). */
  const openedFrom = useRef<AdminClientDto | null>(null)
  const previousOpenId = useRef<string | null>(openId)

  // A new search starts both lists on their first page; the same search again changes nothing.
  const appliedSearch = useRef('')
  const applySearch = useCallback((value: string) => {
    const next = value.trim()
    if (next === appliedSearch.current) return
    appliedSearch.current = next
    setSearch(next)
    setPages({ renter: 1, cosigner: 1 })
  }, [])

  // Search as the admin types, once typing pauses (Enter or the Search button applies it at once).
  useSearchAsYouType(searchInput, applySearch)

  // A page past the end (the list shrank since): step back to the last page.
  const renterPage = lists.renter.data
  const cosignerPage = lists.cosigner.data
  useEffect(() => {
    for (const [kind, data] of [
      ['renter', renterPage],
      ['cosigner', cosignerPage],
    ] as const) {
      if (!data || data.items.length > 0 || data.total === 0) continue
      const last = pageCount(data.total, data.pageSize)
      setPages((current) => (current[kind] > last ? { ...current, [kind]: last } : current))
    }
  }, [renterPage, cosignerPage])

  // The profile closed (Back to clients or the browser's Back): focus returns to the card that opened it.
  useEffect(() => {
    const closed = previousOpenId.current
    previousOpenId.current = openId
    if (openId || !closed) return
    const card = listsRef.current?.querySelector<HTMLElement>(`[data-client-id="${CSS.escape(closed)}"]`)
    ;(card ?? searchRef.current)?.focus()
  }, [openId])

  function openClient(client: AdminClientDto) {
    openedFrom.current = client
    setSearchParams(withOpenClient(searchParams, client.id), { state: { [OPENED_FROM_LIST]: true } })
  }

  function closeClient() {
    const state = location.state as Record<string, unknown> | null
    if (state?.[OPENED_FROM_LIST]) navigate(-1)
    else setSearchParams(withOpenClient(searchParams, null), { replace: true })
  }

  const onReviewed = () => setVersion((v) => v + 1)

  if (openId) {
    const summary = openedFrom.current?.id === openId ? openedFrom.current : null
    return (
      <div className="ui-stack adm-panel">
        <PendingProfilesPanel onReviewed={onReviewed} />
        <ClientProfile
          key={openId}
          userId={openId}
          summary={summary}
          version={version}
          onBack={closeClient}
          // Opened from the URL rather than a card: Back lands on the client's own sub-tab.
          onKind={(kind) => (summary ? undefined : setTab(tabOfKind(kind).id))}
        />
      </div>
    )
  }

  const total = (kind: AdminClientKind) => {
    const list = lists[kind]
    return list.status === 'ready' ? list.data.total : null
  }

  return (
    <div className="ui-stack adm-panel">
      {/* Approving or rejecting changes a cosigner's status: refresh the client lists too. */}
      <PendingProfilesPanel onReviewed={onReviewed} />
      <Card title="Clients" headingLevel={2}>
        <p className="ui-page__description adm-clients__intro">
          Every renter and cosigner account, newest first, with or without a profile. Open a card for the full
          profile.
        </p>
        <AdminSearchToolbar
          search={{
            label: 'Search clients',
            placeholder: 'Name, email or location',
            maxLength: ADMIN_CLIENTS_SEARCH_MAX_LENGTH,
            value: searchInput,
            onChange: setSearchInput,
            onSearch: () => applySearch(searchInput),
            formLabel: 'Clients',
            inputRef: searchRef,
          }}
        />
        <div ref={listsRef}>
          <Tabs
            label="Client types"
            value={tab}
            onChange={(id) => setTab(tabById(id)?.id ?? 'renters')}
            items={CLIENT_TABS.map(({ id, kind, label }) => ({
              id,
              label: tabLabel(label, total(kind)),
              content: (
                <ClientList
                  kind={kind}
                  label={label}
                  list={lists[kind]}
                  searching={search !== ''}
                  onClearSearch={() => {
                    setSearchInput('')
                    applySearch('')
                  }}
                  onPage={(page) => setPages((current) => ({ ...current, [kind]: page }))}
                  onOpen={openClient}
                />
              ),
            }))}
          />
        </div>
      </Card>
    </div>
  )
}

function ClientList({
  kind,
  label,
  list,
  searching,
  onClearSearch,
  onPage,
  onOpen,
}: {
  kind: AdminClientKind
  label: string
  list: ReturnType<typeof useClientList>
  searching: boolean
  onClearSearch: () => void
  onPage: (page: number) => void
  onOpen: (client: AdminClientDto) => void
}) {
  const busy = list.refreshing
  return (
    <ServerDataView
      state={list}
      loadingLabel={`Loading ${label.toLowerCase()}…`}
      errorTitle={ADMIN_CLIENT_MESSAGES.fetchFailed}
      empty={
        <EmptyState
          headingLevel={3}
          title={searching ? 'No clients match your search' : `No ${label.toLowerCase()} yet`}
          description={
            searching
              ? 'Try another name, email or location, or clear the search to see everyone.'
              : 'Accounts appear here once people sign up; there is nothing to review until then.'
          }
          action={searching ? <ClearFiltersButton onClear={onClearSearch}>Clear the search</ClearFiltersButton> : null}
        />
      }
    >
      {(data) => (
        <div aria-busy={busy || undefined}>
          <ul className="ui-grid adm-client-list" aria-label={label}>
            {data.items.map((client) => (
              <li key={client.id}>
                <ClientCard client={client} onOpen={() => onOpen(client)} />
              </li>
            ))}
          </ul>
          <Pager
            label={`${label} pages`}
            of={data}
            summary={clientCount(data.total, kind)}
            busy={busy}
            onPage={onPage}
          />
        </div>
      )}
    </ServerDataView>
  )
}

/** The client profile in place of the lists, with a Back to clients button; focus starts on its heading. */
function ClientProfile({
  userId,
  summary,
  version,
  onBack,
  onKind,
}: {
  userId: string
  summary: AdminClientDto | null
  version: number
  onBack: () => void
  onKind: (kind: AdminClientKind) => void
}) {
  const profile = useServerData(['admin.client', userId], (signal) => fetchClient(userId, signal), {
    deps: [version],
  })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const onKindRef = useRef(onKind)
  onKindRef.current = onKind

  const loaded = profile.status === 'ready' ? profile.data : null
  useEffect(() => {
    if (loaded) onKindRef.current(loaded.kind)
  }, [loaded])

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const title = loaded ? profileTitle(loaded) : summary ? clientName(summary) : 'Client profile'
  return (
    <section className="ui-card adm-client-profile" aria-labelledby="adm-client-profile-heading">
      <div>
        <Button variant="secondary" size="sm" onClick={onBack}>
          <span aria-hidden="true">← </span>Back to clients
        </Button>
      </div>
      <h2
        id="adm-client-profile-heading"
        ref={headingRef}
        tabIndex={-1}
        className="adm-client-profile__title"
      >
        {title}
      </h2>
      <ServerDataView
        state={profile}
        loadingLabel="Loading the client profile…"
        errorTitle={ADMIN_CLIENT_MESSAGES.profileFetchFailed}
      >
        {(client) => <ClientProfileView client={client} onAccountChanged={() => void profile.reload()} />}
      </ServerDataView>
    </section>
  )
}

/** The profile's name (of the client's own kind), else the account's, else the email. */
function profileTitle(client: AdminClientResponse['client']): string {
  const profile = client.kind === 'cosigner' ? client.cosignerProfile : client.renterProfile
  const name = profile
    ? `${profile.firstName} ${profile.lastName}`
    : `${client.account.firstName} ${client.account.lastName}`
  return clientName({ name, email: client.account.email })
}
