import { memo, useCallback, useEffect, useState, type FormEvent } from 'react'
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
  Card,
  Page,
  ServerDataView,
  TextField,
  TRY_AGAIN_INSIDE,
  useServerData,
  useSession,
} from '@cosign/ui'
import { MoneyFigure } from '@cosign/ui/money-figure'
import { PersonCard } from '@cosign/ui/person-card'
import { LinkButton } from '@cosign/ui/link-button'
import type { PageProps } from '@cosign/ui'
import { CreditBadges } from '../credit/index.js'
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
  margin: 0,
} as const

/**
 * One profile: bands, never figures (the server sends no more); a cosigner's published fee and rent support.
 * A signed-in renter gets "Request to cosign" on cosigners: a link to the profile with the form open, or, when
 * the server says the request is closed, the button disabled with its reason. The rest is on the profile.
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
  const cosigner = item.kind === 'cosigner'
  return (
    <PersonCard
      name={item.name}
      renderName={(name) => <Link to={`/profile/${item.id}`}>{name}</Link>}
      subtitle={item.location}
      badges={
        <>
          <Badge variant={cosigner ? 'success' : 'neutral'}>{cosigner ? 'Cosigner' : 'Renter'}</Badge>
          <CreditBadges tier={item.creditTier} verified={item.creditVerified} />
          {cosigner && item.requiresLeaseArmor ? <Badge variant="warning">{LEASE_ARMOR_MESSAGES.requiredBadge}</Badge> : null}
        </>
      }
      fee={cosigner ? <MoneyFigure cents={item.totalFeeCents} format="whole" size="lg" /> : undefined}
      feeNote={cosigner ? 'cosigner fee' : undefined}
      facts={[
        cosigner
          ? { term: 'Supports rent up to', value: `${formatWholeUsd(item.maxRentSupportCents)}/month` }
          : { term: 'Housing budget', value: housingBudgetBandLabel(item.housingBudgetBand) },
        { term: 'Income', value: incomeBandLabel(item.incomeBand) },
      ]}
      footer={
        cosigner && renterViewing ? (
          refusal ? (
            <>
              <Button size="sm" disabled aria-describedby={reasonId}>
                Request to cosign
              </Button>
              <RequestRefusalNote id={reasonId} refusal={refusal} />
            </>
          ) : (
            // The card is a list item named after the cosigner: the link's own name stays short (no duplicate name).
            <LinkButton to={`/profile/${item.id}?request=listing`} size="sm">
              Request to cosign
            </LinkButton>
          )
        ) : undefined
      }
    >
      <p style={BIO_CLAMP}>{item.bioPreview}</p>
    </PersonCard>
  )
}

// A card re-renders only when its own props change: typing in the filters and the eligibility's answer render the
// page again, not the cards whose item and eligibility did not change (issue 28: the data render is the screen's
// longest task).
const MemoisedListingCard = memo(ListingCard)

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
    <Page
      title={label}
      description={
        signedIn
          ? 'Browse renter and cosigner profiles. Only reviewed and approved cosigners are listed. Finances show as ranges; exact figures only where their owner shared them with you.'
          : 'Browse cosigners who were reviewed and approved. Renter profiles are private: signed-in members see them as ranges, never exact figures.'
      }
    >

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
        <div className="ui-tabs" style={{ marginTop: 'var(--ui-space-4)' }}>
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

      <div style={{ marginTop: 'var(--ui-space-4)' }} aria-live="polite" aria-busy={results.status === 'loading'}>
        <ServerDataView
          state={results}
          loadingLabel="Loading profiles…"
          errorTitle="Could not load profiles"
          retry={{ ...TRY_AGAIN_INSIDE, retrySize: 'sm' }}
          empty={{
            illustration: 'search',
            title: 'No profiles found',
            description: hasFilters
              ? 'Try a different search or lower the minimums.'
              : renterViewing
                ? 'Cosigners are listed as soon as they are approved. Meanwhile, get matched: we rank approved cosigners for your budget, rent and city.'
                : signedIn
                  ? 'New profiles appear here as they are approved.'
                  : 'Cosigners are listed as soon as they are approved. Sign up to get matched with them.',
            action: hasFilters ? (
              <LinkButton to={`/listings?tab=${filters.tab}`} variant="secondary">
                Clear the filters
              </LinkButton>
            ) : renterViewing ? (
              <LinkButton to="/dashboard?view=find-cosigner" variant="secondary">
                Find your cosigner
              </LinkButton>
            ) : signedIn ? (
              <LinkButton to="/dashboard" variant="secondary">
                Go to your dashboard
              </LinkButton>
            ) : (
              <LinkButton to="/signup?type=renter" variant="secondary">
                Sign up as a renter
              </LinkButton>
            ),
          }}
        >
          {(data) => (
            <>
              <p className="ui-page__description" role="status">
                {total} {total === 1 ? 'profile' : 'profiles'}
              </p>
              <ul className="ui-card-grid" aria-label="Profiles">
                {data.items.map((item) => (
                  <MemoisedListingCard
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
        <nav aria-label="Pages" className="ui-row" style={{ marginTop: 'var(--ui-space-4)', justifyContent: 'center' }}>
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
    </Page>
  )
}
