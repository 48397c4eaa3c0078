import { b, bool, i, iN, idParams, num, s, sList, sN, str, strList } from '../shared-schemas.js'

export const cosignerProfileBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: str(100),
    lastName: str(100),
    location: str(200),
    creditScore: num,
    monthlyIncomeCents: num,
    bio: str(5000),
    maxRentSupportCents: num,
    feeType: str(50),
    totalFeeCents: num,
    setupFeeCents: num,
    monthlyFeeCents: num,
    requireUpfront: bool,
    requiresLeaseArmor: bool,
    paypalEmail: str(254),
    employmentStatus: str(50),
    rentalHistoryIssues: strList,
    phone: str(30),
  },
} as const

export const renterProfileBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: str(100),
    lastName: str(100),
    location: str(200),
    monthlyIncomeCents: num,
    employmentStatus: str(50),
    rentalIssues: strList,
    cosignerBudget: str(50),
    moveInTimeline: str(50),
    housingBudgetCents: num,
    housingType: str(50),
    bio: str(5000),
    phone: str(30),
  },
} as const

export const cosignerProfileDto = {
  type: 'object',
  properties: {
    id: s,
    userId: s,
    status: s,
    isActive: b,
    rejectionReason: sN,
    firstName: s,
    lastName: s,
    email: s,
    phone: sN,
    location: s,
    creditScore: i,
    creditVerified: b,
    creditTier: s,
    monthlyIncomeCents: i,
    employmentStatus: sN,
    rentalHistoryIssues: sList,
    bio: s,
    maxRentSupportCents: i,
    feeType: s,
    totalFeeCents: i,
    setupFeeCents: iN,
    monthlyFeeCents: iN,
    requireUpfront: b,
    requiresLeaseArmor: b,
    paypalEmail: s,
    submittedAt: sN,
    reviewedAt: sN,
    createdAt: s,
    updatedAt: s,
  },
} as const

export const renterProfileDto = {
  type: 'object',
  properties: {
    id: s,
    userId: s,
    isActive: b,
    firstName: s,
    lastName: s,
    email: s,
    phone: sN,
    location: s,
    creditScore: iN,
    creditVerified: b,
    monthlyIncomeCents: i,
    employmentStatus: s,
    rentalIssues: sList,
    cosignerBudget: s,
    moveInTimeline: s,
    housingBudgetCents: i,
    housingType: s,
    bio: s,
    createdAt: s,
    updatedAt: s,
  },
} as const

/**
 * Both kinds of profile view. The serializer writes only the properties listed here, and only those the
 * object has: contact fields (email, phone, paypalEmail) are absent unless the domain put them in.
 */
const profileView = {
  type: 'object',
  properties: {
    kind: s,
    id: s,
    userId: s,
    firstName: s,
    lastName: s,
    name: s,
    location: s,
    bio: s,
    creditScore: iN,
    creditVerified: b,
    creditTier: s,
    monthlyIncomeCents: i,
    isActive: b,
    contactUnlocked: b,
    isOwner: b,
    createdAt: s,
    email: s,
    phone: sN,
    paypalEmail: s,
    // cosigner
    status: s,
    maxRentSupportCents: i,
    feeType: s,
    totalFeeCents: i,
    setupFeeCents: iN,
    monthlyFeeCents: iN,
    requireUpfront: b,
    requiresLeaseArmor: b,
    // both (nullable for cosigners)
    employmentStatus: sN,
    // renter
    rentalIssues: sList,
    cosignerBudget: s,
    moveInTimeline: s,
    housingBudgetCents: i,
    housingType: s,
  },
} as const

export const saveCosignerProfileSchema = {
  body: cosignerProfileBody,
  response: {
    '2xx': { type: 'object', properties: { profileId: s, status: s, paymentRequired: b } },
  },
} as const

export const myCosignerProfileSchema = {
  response: {
    200: { type: 'object', properties: { profile: { anyOf: [cosignerProfileDto, { type: 'null' }] } } },
  },
} as const

export const saveRenterProfileSchema = {
  body: renterProfileBody,
  response: { '2xx': { type: 'object', properties: { profile: renterProfileDto } } },
} as const

export const myRenterProfileSchema = {
  response: {
    200: { type: 'object', properties: { profile: { anyOf: [renterProfileDto, { type: 'null' }] } } },
  },
} as const

export const summarySchema = {
  response: {
    200: {
      type: 'object',
      properties: {
        role: s,
        profileStatus: s,
        cosignerProfileStatus: sN,
        cosignerProfileId: sN,
        renterProfileId: sN,
        creditScore: iN,
        creditVerified: b,
        isActive: b,
      },
    },
  },
} as const

export const viewProfileSchema = {
  params: idParams,
  response: { 200: { type: 'object', properties: { profile: profileView } } },
} as const
