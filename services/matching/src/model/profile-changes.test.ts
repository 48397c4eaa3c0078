import { parseLastReviewed, profileChanges, reviewedFiguresOf, selfReportedFigures } from './profile-changes.js'

const profile = {
  firstName: 'Ana',
  lastName: 'Lopez',
  location: 'Austin, TX',
  creditScore: 780,
  creditVerified: false,
  monthlyIncomeCents: 900_000,
  employmentStatus: 'full-time',
  rentalHistoryIssues: [] as string[],
  maxRentSupportCents: 300_000,
  feeType: 'one-time',
  totalFeeCents: 150_000,
  setupFeeCents: null,
  monthlyFeeCents: null,
  requireUpfront: false,
  requiresLeaseArmor: false,
  paypalEmail: 'ana@example.test',
  bio: 'Bio',
}

describe('profile changes since the last review', () => {
  it('lists each changed figure with its label, before and after as the card prints them', () => {
    const before = reviewedFiguresOf(profile)
    const after = reviewedFiguresOf({
      ...profile,
      creditScore: 810,
      creditVerified: true,
      setupFeeCents: 20_000,
      rentalHistoryIssues: ['Late Payment'],
      requiresLeaseArmor: true,
      bio: 'New bio',
    })
    expect(profileChanges(before, after)).toEqual([
      { field: 'creditScore', label: 'Credit score', before: '780', after: '810' },
      { field: 'creditVerified', label: 'Credit report verified', before: 'No', after: 'Yes' },
      { field: 'rentalHistoryIssues', label: 'Rental history issues', before: 'none', after: 'Late Payment' },
      { field: 'setupFeeCents', label: 'Setup fee', before: 'none', after: '$200.00' },
      { field: 'requiresLeaseArmor', label: 'Requires Lease Armor', before: 'No', after: 'Yes' },
      { field: 'bio', label: 'Bio', before: null, after: null },
    ])
    expect(profileChanges(before, reviewedFiguresOf(profile))).toEqual([])
  })

  it('reads only a stored value of the right shape', () => {
    expect(parseLastReviewed(null)).toBeNull()
    expect(parseLastReviewed({ at: 5 })).toBeNull()
    const stored = { at: '2026-11-27T10:00:00.000Z', figures: reviewedFiguresOf(profile) }
    expect(parseLastReviewed(JSON.parse(JSON.stringify(stored)))).toEqual(stored)
  })

  it('flags the credit score as self-reported until an admin verified the report; income and employment always', () => {
    expect(selfReportedFigures({ creditVerified: false })).toEqual(['creditScore', 'monthlyIncome', 'employment'])
    expect(selfReportedFigures({ creditVerified: true })).toEqual(['monthlyIncome', 'employment'])
  })
})
