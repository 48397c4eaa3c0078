import { LISTING_TABS, parseDollarsToCents, type ListingTab, type ListingsQuery } from '@cosign/api'

/** What the listings screen filters by, as the URL and the inputs hold it (income in whole dollars). */
export interface ListingFilters {
  tab: ListingTab
  search: string
  /** Empty string: no minimum. */
  minCreditScore: string
  /** Minimum monthly income in whole dollars; empty string: no minimum. */
  minIncomeDollars: string
  page: number
}

export const DEFAULT_FILTERS: ListingFilters = {
  tab: 'all',
  search: '',
  minCreditScore: '',
  minIncomeDollars: '',
  page: 1,
}

/** A non-negative whole number from user text, or null for blank or anything else. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const value = Number(trimmed)
  return Number.isSafeInteger(value) ? value : null
}

/**
 * Whole dollars typed in a field -> integer cents for the API (null when blank or not a whole number), through
 * @cosign/api's one dollar-to-cent conversion.
 */
export function dollarsToCents(text: string): number | null {
  return wholeNumber(text) === null ? null : parseDollarsToCents(text)
}

/** Integer cents -> whole dollars text for an input (cents below a dollar are dropped). */
export function centsToDollars(cents: number | null | undefined): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? String(Math.floor(cents / 100)) : ''
}

/** Reads the filters from the page URL; unknown or malformed values fall back to the defaults. */
export function filtersFromSearchParams(params: URLSearchParams): ListingFilters {
  const tab = params.get('tab')
  const page = wholeNumber(params.get('page') ?? '')
  const minCredit = params.get('minCreditScore') ?? ''
  const minIncome = params.get('minIncome') ?? ''
  return {
    tab: (LISTING_TABS as readonly string[]).includes(tab ?? '') ? (tab as ListingTab) : 'all',
    search: (params.get('search') ?? '').trim(),
    minCreditScore: wholeNumber(minCredit) === null ? '' : minCredit.trim(),
    minIncomeDollars: wholeNumber(minIncome) === null ? '' : minIncome.trim(),
    page: page !== null && page >= 1 ? page : 1,
  }
}

/** Writes the filters to URL parameters, leaving defaults out so URLs stay short. */
export function filtersToSearchParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.tab !== 'all') params.set('tab', filters.tab)
  if (filters.search.trim()) params.set('search', filters.search.trim())
  if (wholeNumber(filters.minCreditScore) !== null)
    params.set('minCreditScore', filters.minCreditScore.trim())
  if (wholeNumber(filters.minIncomeDollars) !== null) params.set('minIncome', filters.minIncomeDollars.trim())
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** The API query for the filters: income goes from dollars to cents. */
export function filtersToApiQuery(filters: ListingFilters, pageSize: number): ListingsQuery {
  const query: ListingsQuery = { tab: filters.tab, page: filters.page, pageSize }
  if (filters.search.trim()) query.search = filters.search.trim()
  const minCredit = wholeNumber(filters.minCreditScore)
  if (minCredit !== null) query.minCreditScore = minCredit
  const minIncome = dollarsToCents(filters.minIncomeDollars)
  if (minIncome !== null) query.minIncome = minIncome
  return query
}

/** Number of pages for a total (at least 1, so an empty result reads "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}
