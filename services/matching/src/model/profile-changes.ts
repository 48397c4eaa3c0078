// The admin review card's "what changed since the last review": the figures a review approves, kept with the
// review (cosigner_profiles.last_reviewed) and compared with the resubmitted profile. Pure; dates passed in.
import { formatUsd, type ProfileChange, type SelfReportedFigure } from '@cosign/api'
import type { CosignerProfileRecord } from './rows.js'

/** The reviewed figures of a cosigner profile, as stored with a review: its fields, the name as one. */
export type ReviewedFigures = { name: string } & Pick<
  CosignerProfileRecord,
  | 'location'
  | 'creditScore'
  | 'creditVerified'
  | 'monthlyIncomeCents'
  | 'employmentStatus'
  | 'rentalHistoryIssues'
  | 'maxRentSupportCents'
  | 'feeType'
  | 'totalFeeCents'
  | 'setupFeeCents'
  | 'monthlyFeeCents'
  | 'requireUpfront'
  | 'requiresLeaseArmor'
  | 'paypalEmail'
  | 'bio'
>
export type LastReviewed = {
  at: string
  figures: ReviewedFigures
}

export function reviewedFiguresOf(p: Omit<ReviewedFigures, 'name'> & { firstName: string; lastName: string }): ReviewedFigures {
  return {
    name: `${p.firstName} ${p.lastName}`,
    location: p.location,
    creditScore: p.creditScore,
    creditVerified: p.creditVerified,
    monthlyIncomeCents: p.monthlyIncomeCents,
    employmentStatus: p.employmentStatus,
    rentalHistoryIssues: [...p.rentalHistoryIssues],
    maxRentSupportCents: p.maxRentSupportCents,
    feeType: p.feeType,
    totalFeeCents: p.totalFeeCents,
    setupFeeCents: p.setupFeeCents,
    monthlyFeeCents: p.monthlyFeeCents,
    requireUpfront: p.requireUpfront,
    requiresLeaseArmor: p.requiresLeaseArmor,
    paypalEmail: p.paypalEmail,
    bio: p.bio,
  }
}

const usd = (cents: number | null) => (cents === null ? 'none' : formatUsd(cents))
const yesNo = (v: boolean) => (v ? 'Yes' : 'No')
const text = (v: string | null) => (v === null || v === '' ? 'not given' : v)
const list = (v: string[]) => (v.length ? v.join(', ') : 'none')

/** Each compared figure: its label and how the card prints it. The bio is long: only "changed" is said. */
const FIGURES: Array<[keyof ReviewedFigures, string, (v: never) => string]> = [
  ['name', 'Name', text],
  ['location', 'Location', text],
  ['creditScore', 'Credit score', String],
  ['creditVerified', 'Credit report verified', yesNo],
  ['monthlyIncomeCents', 'Monthly income', usd],
  ['employmentStatus', 'Employment', text],
  ['rentalHistoryIssues', 'Rental history issues', list],
  ['maxRentSupportCents', 'Maximum rent support', usd],
  ['feeType', 'Fee type', text],
  ['totalFeeCents', 'Total fee', usd],
  ['setupFeeCents', 'Setup fee', usd],
  ['monthlyFeeCents', 'Monthly fee', usd],
  ['requireUpfront', 'Requires upfront payment', yesNo],
  ['requiresLeaseArmor', 'Requires Lease Armor', yesNo],
  ['paypalEmail', 'PayPal email', text],
  ['bio', 'Bio', () => ''],
]

/** What differs between the last review's figures and the profile now, in the card's order. */
export function profileChanges(before: ReviewedFigures, now: ReviewedFigures): ProfileChange[] {
  const changes: ProfileChange[] = []
  for (const [field, label, show] of FIGURES) {
    const a = before[field]
    const b = now[field]
    if (JSON.stringify(a) === JSON.stringify(b)) continue
    if (field === 'bio') changes.push({ field, label, before: null, after: null })
    else changes.push({ field, label, before: show(a as never), after: show(b as never) })
  }
  return changes
}

/** A stored last_reviewed value, or null when absent or not of the stored shape (never trusted blindly). */
export function parseLastReviewed(value: unknown): LastReviewed | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Partial<LastReviewed>
  if (typeof v.at !== 'string' || !v.figures || typeof v.figures !== 'object') return null
  return v as LastReviewed
}

/**
 * Figures the person stated and no admin checked: the credit score until an admin verified the credit report;
 * income and employment always (no document proves them).
 */
export function selfReportedFigures(p: { creditVerified: boolean }): SelfReportedFigure[] {
  return p.creditVerified ? ['monthlyIncome', 'employment'] : ['creditScore', 'monthlyIncome', 'employment']
}
