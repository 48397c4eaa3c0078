// Bands: what people see of someone else's finances instead of the figures (issue 27, "Privacy of people's
// finances"). Defined once here; the matching service maps figures to bands (model/) and screens print the
// labels. A band's `key` is what the API carries; its bounds are whole dollars (the label) and cents (the rule).

/** One band of monthly amounts: [minCents, maxCents], maxCents null for the open top band. */
export interface MoneyBand<K extends string> {
  key: K
  minCents: number
  maxCents: number | null
  label: string
}

/** Monthly income bands (before tax, as the profile forms ask it). */
export const INCOME_BANDS = [
  { key: 'under-3000', minCents: 0, maxCents: 299_999, label: 'Under $3,000/month' },
  { key: '3000-4999', minCents: 300_000, maxCents: 499_999, label: '$3,000–$4,999/month' },
  { key: '5000-7499', minCents: 500_000, maxCents: 749_999, label: '$5,000–$7,499/month' },
  { key: '7500-9999', minCents: 750_000, maxCents: 999_999, label: '$7,500–$9,999/month' },
  { key: '10000-14999', minCents: 1_000_000, maxCents: 1_499_999, label: '$10,000–$14,999/month' },
  { key: '15000-plus', minCents: 1_500_000, maxCents: null, label: '$15,000+/month' },
] as const satisfies ReadonlyArray<MoneyBand<string>>
export type IncomeBand = (typeof INCOME_BANDS)[number]['key']

/** Monthly rent a renter looks for. */
export const HOUSING_BUDGET_BANDS = [
  { key: 'under-1000', minCents: 0, maxCents: 99_999, label: 'Under $1,000/month' },
  { key: '1000-1499', minCents: 100_000, maxCents: 149_999, label: '$1,000–$1,499/month' },
  { key: '1500-1999', minCents: 150_000, maxCents: 199_999, label: '$1,500–$1,999/month' },
  { key: '2000-2999', minCents: 200_000, maxCents: 299_999, label: '$2,000–$2,999/month' },
  { key: '3000-plus', minCents: 300_000, maxCents: null, label: '$3,000+/month' },
] as const satisfies ReadonlyArray<MoneyBand<string>>
export type HousingBudgetBand = (typeof HOUSING_BUDGET_BANDS)[number]['key']

function bandOf<B extends MoneyBand<string>>(bands: readonly B[], cents: number): B {
  return bands.find((b) => b.maxCents === null || cents <= b.maxCents) ?? bands[bands.length - 1]!
}
function labelOf(bands: ReadonlyArray<MoneyBand<string>>, key: string): string {
  return bands.find((b) => b.key === key)?.label ?? key
}

export const incomeBandFor = (cents: number): IncomeBand => bandOf(INCOME_BANDS, cents).key
export const housingBudgetBandFor = (cents: number): HousingBudgetBand =>
  bandOf(HOUSING_BUDGET_BANDS, cents).key
export const incomeBandLabel = (key: string): string => labelOf(INCOME_BANDS, key)
export const housingBudgetBandLabel = (key: string): string => labelOf(HOUSING_BUDGET_BANDS, key)

/** The score range of each credit tier (profile-types.ts creditTierFor), as printed next to a tier. */
export const CREDIT_TIER_RANGES = {
  Platinum: '800–850',
  Gold: '740–799',
  Silver: '670–739',
  Standard: 'below 670',
} as const

/** "Maria G.": how people appear to those who are not allowed their full name (listings, banded views). */
export function firstNameLastInitial(first: string, last: string): string {
  const initial = last.trim().charAt(0).toUpperCase()
  return initial ? `${first.trim()} ${initial}.` : first.trim()
}

export const PRIVACY_MESSAGES = {
  /** 401 for GET /listings?tab=renters without a session: no renter is shown to visitors. */
  signInToBrowseRenters: 'Sign in to browse renters.',
} as const
