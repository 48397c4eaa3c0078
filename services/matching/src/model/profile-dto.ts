import {
  BIO_PREVIEW_LENGTH,
  creditTierFor,
  type CosignerBudgetRange,
  type CosignerProfileDto,
  type CosignerProfileStatus,
  type CosignerProfileView,
  type EmploymentStatus,
  type FeeType,
  type HousingType,
  type MoveInTimeline,
  type ProfileViewBase,
  type RentalIssue,
  type RenterProfileDto,
  type RenterProfileView,
} from '@cosign/api'
import type { CosignerProfileRecord, RenterProfileRecord } from './rows.js'
import { creditTierOrNull, housingBudgetBandFor, incomeBandFor, shortName } from './bands.js'

const iso = (d: Date | null) => (d ? d.toISOString() : null)
export const fullName = (first: string, last: string) => `${first} ${last}`.trim()

/** At most BIO_PREVIEW_LENGTH characters, cut at a word boundary with an ellipsis. */
export function bioPreview(bio: string): string {
  const text = bio.trim().replace(/\s+/g, ' ')
  if (text.length <= BIO_PREVIEW_LENGTH) return text
  const cut = text.slice(0, BIO_PREVIEW_LENGTH - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > BIO_PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`
}

/** The owner's and the admin's view of who the profile is. */
function ownProfileBase(p: CosignerProfileRecord | RenterProfileRecord) {
  return { firstName: p.firstName, lastName: p.lastName, email: p.user.email, phone: p.phone, location: p.location }
}

/** What a cosigner asks: the rent they back and their fee. */
function cosignerTerms(p: CosignerProfileRecord) {
  return {
    maxRentSupportCents: p.maxRentSupportCents,
    feeType: p.feeType as FeeType,
    totalFeeCents: p.totalFeeCents,
    setupFeeCents: p.setupFeeCents,
    monthlyFeeCents: p.monthlyFeeCents,
    requireUpfront: p.requireUpfront,
    requiresLeaseArmor: p.requiresLeaseArmor,
  }
}

export function toCosignerProfileDto(p: CosignerProfileRecord): CosignerProfileDto {
  return {
    id: p.id,
    userId: p.userId,
    status: p.status as CosignerProfileStatus,
    isActive: p.isActive,
    rejectionReason: p.rejectionReason,
    ...ownProfileBase(p),
    creditScore: p.creditScore,
    creditVerified: p.creditVerified,
    creditTier: creditTierFor(p.creditScore),
    monthlyIncomeCents: p.monthlyIncomeCents,
    employmentStatus: p.employmentStatus as EmploymentStatus | null,
    rentalHistoryIssues: p.rentalHistoryIssues as RentalIssue[],
    bio: p.bio,
    ...cosignerTerms(p),
    paypalEmail: p.paypalEmail,
    submittedAt: iso(p.submittedAt),
    reviewedAt: iso(p.reviewedAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }
}

/** What a renter tells about their work, history and the home they look for. */
function renterSituation(p: RenterProfileRecord) {
  return {
    employmentStatus: p.employmentStatus as EmploymentStatus,
    rentalIssues: p.rentalIssues as RentalIssue[],
    cosignerBudget: p.cosignerBudget as CosignerBudgetRange,
    moveInTimeline: p.moveInTimeline as MoveInTimeline,
    housingBudgetCents: p.housingBudgetCents,
    housingType: p.housingType as HousingType,
  }
}

export function toRenterProfileDto(p: RenterProfileRecord): RenterProfileDto {
  return {
    id: p.id,
    userId: p.userId,
    isActive: p.isActive,
    ...ownProfileBase(p),
    creditScore: p.creditScore,
    creditVerified: p.creditVerified,
    monthlyIncomeCents: p.monthlyIncomeCents,
    ...renterSituation(p),
    bio: p.bio,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }
}

interface ViewOptions {
  withContact: boolean
  /** Exact figures and the full name (canSeeFigures); bands otherwise. */
  withFigures: boolean
  isOwner: boolean
}

/**
 * What both kinds of profile show: bands always; the exact figures and the last name are added (not nulled)
 * only `withFigures`, email and phone only `withContact`.
 */
function toViewBase(p: CosignerProfileRecord | RenterProfileRecord, opts: ViewOptions): ProfileViewBase {
  const fullNameShown = opts.withFigures || opts.withContact
  const base: ProfileViewBase = {
    id: p.id,
    userId: p.userId,
    firstName: p.firstName,
    name: fullNameShown ? fullName(p.firstName, p.lastName) : shortName(p.firstName, p.lastName),
    location: p.location,
    bio: p.bio,
    creditTier: creditTierOrNull(p.creditScore),
    creditVerified: p.creditVerified,
    incomeBand: incomeBandFor(p.monthlyIncomeCents),
    figuresShown: opts.withFigures,
    isActive: p.isActive,
    contactUnlocked: opts.withContact,
    isOwner: opts.isOwner,
    createdAt: p.createdAt.toISOString(),
  }
  if (fullNameShown) base.lastName = p.lastName
  if (opts.withFigures) Object.assign(base, { creditScore: p.creditScore, monthlyIncomeCents: p.monthlyIncomeCents })
  if (opts.withContact) Object.assign(base, { email: p.user.email, phone: p.phone })
  return base
}

/** The public view of a cosigner profile; contact fields are added only when `withContact`. */
export function toCosignerView(
  p: CosignerProfileRecord,
  opts: ViewOptions,
  leases: CosignerProfileView['leases'],
): CosignerProfileView {
  const view: CosignerProfileView = {
    ...toViewBase(p, opts),
    kind: 'cosigner',
    status: p.status as CosignerProfileStatus,
    employmentStatus: p.employmentStatus as EmploymentStatus | null,
    ...cosignerTerms(p),
    leases,
  }
  if (opts.withContact) view.paypalEmail = p.paypalEmail
  return view
}

export function toRenterView(p: RenterProfileRecord, opts: ViewOptions): RenterProfileView {
  const { housingBudgetCents, ...situation } = renterSituation(p)
  const view: RenterProfileView = {
    ...toViewBase(p, opts),
    kind: 'renter',
    ...situation,
    housingBudgetBand: housingBudgetBandFor(housingBudgetCents),
  }
  if (opts.withFigures) view.housingBudgetCents = housingBudgetCents
  return view
}
