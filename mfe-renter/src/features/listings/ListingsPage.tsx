import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import {
  LEASE_ARMOR_MESSAGES,
  LISTINGS_DEFAULT_PAGE_SIZE,
  formatWholeUsd,
  housingBudgetBandLabel,
  incomeBandLabel,
  type ListingItem,
  type ListingTab,
  type RequestEligibility,
} from '@cosign/api'
import {
  Badge,
  Button,
  buttonClass,
  Card,
  EmptyState,
  PageHeader,
  ServerDataView,
  TextField,
  useServerData,
  useSession,
} from '@cosign/ui'
import type { PageProps } from '@cosign/ui'
import { CreditStanding } from '../credit/index.js'
import {
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToSearchParams,
  pageCount,
  type ListingFilters,
} from './listings-query.js'
import { fetchListings } from './listings-api.js'
import { fetchRequestEligibilities, RequestRefusalNote } from '../matching/index.js'

const TABS: Array<{ id: ListingTab; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'renters', label: 'Renters' },
  { id: 'cosigners', label: 'Cosigners' },
]

// Two-line bio preview (the server already cuts it to 160 characters).
const BIO_CLAMP = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: '8px 0 0',
} as const

// Amounts and tiers never break inside ("$1,200/.00", "Platinu/m"): lines wrap between facts.
const KEEP = { whiteSpace: 'nowrap' } as const

/**
 * One profile: bands, never figures (the server sends no more); a cosigner's published fee and rent support.
 * A signed-in renter gets "Request to cosign" on cosigners: a link to the profile with the form open, or, when
 * the server says the request is closed, the button disabled with its reason.
 */
function ListingCard({
  item,
  renterViewing,
  eligibility,
}: {
  item: ListingItem
  renterViewing: boolean
  eligibility: RequestEligibility | undefined
}) {
  const refusal = eligibility?.refusal ?? null
  const reasonId = `listing-request-refusal-${item.id}`
  return (
    <li className="ui-card" aria-label={item.name}>
      <div className="ui-card__head">
        <Link to={`/profile/${item.id}`} className="ui-card__name" style={{ fontSize: '1.1rem' }}>
          {item.name}
        </Link>
        <span className="ui-row">
          <Badge variant={item.kind === 'cosigner' ? 'success' : 'neutral'}>
            {item.kind === 'cosigner' ? 'Cosigner' : 'Renter'}
          </Badge>
        </span>
      </div>
      <p className="ui-page__description" style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>
        {item.location}
      </p>
      <p style={{ margin: '8px 0 0' }}>
        Credit: <CreditStanding tier={item.creditTier} verified={item.creditVerified} /> ·{' '}
        <span style={KEEP}>Income {incomeBandLabel(item.incomeBand)}</span>
      </p>
      {item.kind === 'cosigner' ? (
        <p style={{ margin: '4px 0 0' }}>
          <span style={KEEP}>Fee {formatWholeUsd(item.totalFeeCents)}</span> ·{' '}
          <span style={KEEP}>Supports rent up to {formatWholeUsd(item.maxRentSupportCents)}</span>
          {item.requiresLeaseArmor ? <> · {LEASE_ARMOR_MESSAGES.requiredBadge}</> : null}
        </p>
      ) : (
        <p style={{ margin: '4px 0 0' }}>
          <span style={KEEP}>Housing budget {housingBudgetBandLabel(item.housingBudgetBand)}</span>
        </p>
      )}
      <p style={BIO_CLAMP}>{item.bioPreview}</p>
      {item.kind === 'cosigner' && renterViewing ? (
        <div style={{ marginTop: 12 }}>
          {refusal ? (
            <>
              <Button size="sm" disabled aria-describedby={reasonId}>
                Request to cosign
              </Button>
              <RequestRefusalNote id={reasonId} refusal={refusal} />
            </>
          ) : (
            // The card is a list item named after the cosigner: the link's own name stays short (no duplicate name).
            <Link to={`/profile/${item.id}?request=listing`} className={buttonClass('primary', 'sm')}>
              Request to cosign
            </Link>
          )}
        </div>
      ) : null}
    </li>
  )
}

/** Browse profiles: search, tabs, minimum credit score and income, server-side paging; the query lives in the URL. */
export function ListingsPage({ label }: PageProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const session = useSession()
  const signedIn = session.user !== null
  const renterViewing = session.user?.role === 'RENTER'
  // Visitors browse cosigners only (the server answers them no renter): their tab is always Cosigners.
  const urlFilters = filtersFromSearchParams(searchParams)
  const filters = signedIn ? urlFilters : { ...urlFilters, tab: 'cosigners' as const }
  const queryKey = filtersToSearchParams(filters).toString()
  const [draft, setDraft] = useState(filters)
  // Asked once the session is known (a member's first load is not a visitor's list).
  const results = useServerData(
    session.status === 'loading' ? null : ['renter.listings', signedIn ? 'member' : 'visitor', queryKey],
    (signal) =>
      fetchListings(
        filtersToApiQuery(filtersFromSearchParams(new URLSearchParams(queryKey)), LISTINGS_DEFAULT_PAGE_SIZE),
        signal,
      ),
  )

  // The inputs follow the URL (back/forward, tab clicks).
  useEffect(() => {
    setDraft(filtersFromSearchParams(new URLSearchParams(queryKey)))
  }, [queryKey])

  const apply = useCallback(
    (next: ListingFilters) => setSearchParams(filtersToSearchParams(next)),
    [setSearchParams],
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    apply({ ...draft, tab: filters.tab, page: 1 })
  }

  // The cosigner cards' "Request to cosign" state, for a signed-in renter: one call per page of results.
  const cosignerIds =
    renterViewing && results.status === 'ready'
      ? results.data.items.filter((item) => item.kind === 'cosigner').map((item) => item.id)
      : []
  const eligibility = useServerData(
    cosignerIds.length ? ['renter.requestEligibility', cosignerIds.join(',')] : null,
    (signal) => fetchRequestEligibilities(cosignerIds, signal),
  )
  const eligibilityById = new Map(
    eligibility.status === 'ready' ? eligibility.data.map((e) => [e.cosignerProfileId, e]) : [],
  )

  const total = results.status === 'ready' ? results.data.total : 0
  const pages = pageCount(
    total,
    results.status === 'ready' ? results.data.pageSize : LISTINGS_DEFAULT_PAGE_SIZE,
  )
  const hasFilters = queryKey.replace(/(^|&)(tab|page)=[^&]*/g, '') !== ''

  return (
    <section className="ui-page">
      <PageHeader
        title={label}
        description={
          signedIn
            ? 'Browse renter and cosigner profiles. Only reviewed and approved cosigners are listed. Finances show as ranges; exact figures only where their owner shared them with you.'
            : 'Browse cosigners who were reviewed and approved. Renter profiles are private: signed-in members see them as ranges, never exact figures.'
        }
      />

      <Card>
        <form role="search" aria-label="Filter profiles" onSubmit={submit} className="ui-stack">
          <div className="ui-grid">
            <TextField
              label="Search"
              type="search"
              placeholder="Name or location"
              value={draft.search}
              onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            />
            <TextField
              label="Minimum credit score"
              inputMode="numeric"
              value={draft.minCreditScore}
              onChange={(e) => setDraft({ ...draft, minCreditScore: e.target.value })}
            />
            <TextField
              label="Minimum monthly income (USD)"
              inputMode="numeric"
              value={draft.minIncomeDollars}
              onChange={(e) => setDraft({ ...draft, minIncomeDollars: e.target.value })}
            />
          </div>
          <div className="ui-row">
            <Button type="submit">Search</Button>
            {hasFilters ? (
              <Button
                variant="ghost"
                onClick={() =>
                  apply({ tab: filters.tab, search: '', minCreditScore: '', minIncomeDollars: '', page: 1 })
                }
              >
                Clear filters
              </Button>
            ) : null}
          </div>
        </form>
      </Card>

      {signedIn ? (
        <div className="ui-tabs" style={{ marginTop: 16 }}>
          <div className="ui-tabs__list" role="tablist" aria-label="Profile type">
            {TABS.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                aria-selected={filters.tab === tab.id}
                className="ui-tabs__tab"
                onClick={() => apply({ ...filters, tab: tab.id, page: 1 })}
              >
                {tab.label}
              </button>
            ))}
          </div>
        </div>
      ) : null}

      <div style={{ marginTop: 16 }} aria-live="polite" aria-busy={results.status === 'loading'}>
        <ServerDataView
          state={results}
          loadingLabel="Loading profiles…"
          errorTitle="Could not load profiles"
          retry={{ retryLabel: 'Try Again', retryPlacement: 'inside', retrySize: 'sm' }}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              title="No profiles found"
              description={hasFilters ? 'Try a different search or lower the minimums.' : 'Check back soon.'}
            />
          }
        >
          {(data) => (
            <>
              <p className="ui-page__description" role="status">
                {total} {total === 1 ? 'profile' : 'profiles'}
              </p>
              <ul className="ui-grid" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.items.map((item) => (
                  <ListingCard
                    key={`${item.kind}-${item.id}`}
                    item={item}
                    renterViewing={renterViewing}
                    eligibility={item.kind === 'cosigner' ? eligibilityById.get(item.id) : undefined}
                  />
                ))}
              </ul>
            </>
          )}
        </ServerDataView>
      </div>

      {results.status === 'ready' && total > 0 ? (
        <nav aria-label="Pages" className="ui-row" style={{ marginTop: 16, justifyContent: 'center' }}>
          <Button
            variant="secondary"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => apply({ ...filters, page: filters.page - 1 })}
          >
            Previous
          </Button>
          <span>
            Page {filters.page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => apply({ ...filters, page: filters.page + 1 })}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  )
}
