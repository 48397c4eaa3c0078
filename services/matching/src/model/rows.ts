// The rows the model's mappers read, as plain types (model/ sits below the repositories and does not import the
// generated Prisma client; Prisma's rows have these fields, which the compiler checks where the repositories'
// answers are passed in).

/** What every profile has (tables cosigner_profiles and renter_profiles), with its account's email. */
interface ProfileRecord {
  id: string
  userId: string
  isActive: boolean
  firstName: string
  lastName: string
  location: string
  phone: string | null
  creditVerified: boolean
  monthlyIncomeCents: number
  bio: string
  createdAt: Date
  updatedAt: Date
  user: { email: string }
}

/** A cosigner profile with its account. */
export interface CosignerProfileRecord extends ProfileRecord {
  status: string
  paypalEmail: string
  creditScore: number
  employmentStatus: string | null
  rentalHistoryIssues: string[]
  maxRentSupportCents: number
  feeType: string
  totalFeeCents: number
  setupFeeCents: number | null
  monthlyFeeCents: number | null
  requireUpfront: boolean
  requiresLeaseArmor: boolean
  submittedAt: Date | null
  reviewedAt: Date | null
  rejectionReason: string | null
}

/** A renter profile with its account. */
export interface RenterProfileRecord extends ProfileRecord {
  creditScore: number | null
  employmentStatus: string
  rentalIssues: string[]
  cosignerBudget: string
  moveInTimeline: string
  housingBudgetCents: number
  housingType: string
}

/** A renter's Lease Armor plan (table lease_armor_enrollments). */
export interface LeaseArmorEnrollmentRecord {
  planCode: string
  monthlyFeeCents: number
  coverageCents: number
  enrolledAt: Date
}
