import type { Db } from './db.js'

/** What a deleted person's cosigner and renter profiles both keep: the pseudonym, no name, place or phone. */
const erasedProfile = (pseudonym: string) => ({
  firstName: pseudonym,
  lastName: '',
  location: '',
  locationKey: '',
  stateKey: '',
  searchText: pseudonym.toLowerCase(),
  phone: null,
})

/** A deleted person's data in matching (issue 30): erased, the name replaced by the pseudonym; and the export. */
export const privacyRepository = {
  eraseUser: async (db: Db, userId: string, pseudonym: string, deletedEmail: string) => {
    await db.user.updateMany({
      where: { id: userId },
      data: { email: deletedEmail, firstName: pseudonym, lastName: '', isActive: false, creditScore: null, creditDocumentId: null },
    })
    await db.cosignerProfile.updateMany({
      where: { userId },
      data: {
        ...erasedProfile(pseudonym),
        paypalEmail: '',
        monthlyIncomeCents: 0,
        employmentStatus: null,
        rentalHistoryIssues: [],
        bio: '',
        rejectionReason: null,
        isActive: false,
      },
    })
    await db.renterProfile.updateMany({
      where: { userId },
      data: {
        ...erasedProfile(pseudonym),
        monthlyIncomeCents: 0,
        employmentStatus: '',
        rentalIssues: [],
        cosignerBudget: '',
        moveInTimeline: '',
        housingBudgetCents: 0,
        housingType: '',
        bio: '',
        isActive: false,
      },
    })
    // What the renter wrote when asking a cosigner: the property's address and the message.
    await db.matchRequest.updateMany({ where: { renterId: userId }, data: { propertyAddress: '', message: null } })
    await db.reviewReport.updateMany({ where: { reporterId: userId }, data: { reason: '' } })
  },
  exportOf: async (db: Db, userId: string) => {
    const [account, cosignerProfile, renterProfile, matchRequests, creditReportRequests, reviewsWritten, leaseArmor, sessions] =
      await Promise.all([
        db.user.findUnique({ where: { id: userId } }),
        db.cosignerProfile.findUnique({ where: { userId } }),
        db.renterProfile.findUnique({ where: { userId } }),
        db.matchRequest.findMany({ where: { OR: [{ renterId: userId }, { cosignerId: userId }] }, orderBy: { createdAt: 'asc' } }),
        db.creditReportRequest.findMany({ where: { OR: [{ requesterId: userId }, { targetUserId: userId }] } }),
        db.review.findMany({ where: { authorId: userId } }),
        db.leaseArmorEnrollment.findUnique({ where: { userId } }),
        db.matchingSession.findMany({ where: { renterId: userId } }),
      ])
    return {
      'account.json': account,
      'cosigner-profile.json': cosignerProfile,
      'renter-profile.json': renterProfile,
      'match-requests.json': matchRequests,
      'credit-report-requests.json': creditReportRequests,
      'reviews-written.json': reviewsWritten,
      'lease-armor.json': leaseArmor,
      'matching-sessions.json': sessions,
    }
  },
}
