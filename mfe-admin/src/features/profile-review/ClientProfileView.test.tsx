import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import type { AdminClientDetail, CosignerProfileDto, RenterProfileDto } from '@cosign/api'
import { ClientProfileView } from './ClientProfileView.js'

const USER = '0b8e2f3a-5c4d-4e6f-8a7b-9c0d1e2f3a4b'
const account = (over: Partial<AdminClientDetail['account']> = {}): AdminClientDetail['account'] => ({
  id: USER,
  email: 'penny@example.com',
  firstName: 'Penny',
  lastName: 'Pendleton',
  role: 'COSIGNER',
  isActive: true,
  creditScore: null,
  creditVerified: false,
  creditUploadedAt: null,
  createdAt: '2025-01-05T15:04:00.000Z',
  ...over,
})
const cosigner = (over: Partial<CosignerProfileDto> = {}): CosignerProfileDto => ({
  id: 'p1',
  userId: USER,
  status: 'rejected',
  isActive: false,
  rejectionReason: 'Income could not be verified',
  firstName: 'Penny',
  lastName: 'Pendleton',
  email: 'penny@example.com',
  phone: '+1 253 555 0142',
  location: 'Tacoma, WA',
  creditScore: 702,
  creditVerified: false,
  creditTier: 'Silver',
  monthlyIncomeCents: 640_000,
  employmentStatus: 'self-employed',
  rentalHistoryIssues: [],
  bio: 'Steady income.',
  maxRentSupportCents: 300_000,
  feeType: 'setup-monthly',
  totalFeeCents: 240_000,
  setupFeeCents: 60_000,
  monthlyFeeCents: 15_000,
  requireUpfront: true,
  requiresLeaseArmor: false,
  paypalEmail: 'penny.payout@example.com',
  submittedAt: '2025-01-06T10:00:00.000Z',
  reviewedAt: '2025-01-07T10:00:00.000Z',
  createdAt: '2025-01-05T15:04:00.000Z',
  updatedAt: '2025-01-07T10:00:00.000Z',
  ...over,
})
const renter: RenterProfileDto = {
  id: 'r1',
  userId: USER,
  isActive: true,
  firstName: 'Rory',
  lastName: 'Renterson',
  email: 'rory@example.com',
  phone: null,
  location: 'Austin, TX',
  creditScore: null,
  creditVerified: false,
  monthlyIncomeCents: 500_000,
  employmentStatus: 'full-time',
  rentalIssues: ['Evictions'],
  cosignerBudget: '1000-2000',
  moveInTimeline: 'asap',
  housingBudgetCents: 200_000,
  housingType: 'apartment',
  bio: 'Quiet tenant.',
  createdAt: '2025-01-05T15:04:00.000Z',
  updatedAt: '2025-01-05T15:04:00.000Z',
}
const view = (client: AdminClientDetail) =>
  // A router: the Transaction History action is a link.
  renderToString(
    <MemoryRouter>
      <ClientProfileView client={client} />
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

test('a cosigner: review status and reason, contact details and fees', () => {
  const html = view({
    kind: 'cosigner',
    account: account(),
    profileStatus: 'rejected',
    cosignerProfile: cosigner(),
    renterProfile: null,
  })
  for (const expected of [
    'Cosigner',
    'Rejected',
    'Reason: Income could not be verified',
    'Active account',
    'Loading the client figures',
    'Send Message',
    'Transaction History',
    'Generate Report',
    '+1 253 555 0142',
    'penny.payout@example.com',
    '$600.00 setup + $150.00/month (total $2,400.00)',
    '702 · Good (Silver tier)',
    'Self-employed',
    'Requires upfront payment Yes',
    'Steady income.',
    'None uploaded',
  ])
    expect(html).toContain(expected)
})

test('a renter with a profile, and an account without one', () => {
  const withProfile = view({
    kind: 'renter',
    account: account({ role: 'RENTER', creditScore: 655, creditUploadedAt: '2025-01-05T16:00:00.000Z' }),
    profileStatus: 'complete',
    cosignerProfile: null,
    renterProfile: renter,
  })
  for (const expected of [
    'Renter profile',
    'Profile complete',
    'Phone Not given',
    '$1,000 - $2,000',
    'As soon as possible',
    'Evictions',
    '655 · Fair (not verified)',
  ])
    expect(withProfile).toContain(expected)

  const bare = view({
    kind: 'cosigner',
    account: account({ isActive: false }),
    profileStatus: 'none',
    cosignerProfile: null,
    renterProfile: null,
  })
  expect(bare).toContain('No cosigner profile yet')
  expect(bare).toContain('Inactive account')
  expect(bare).not.toContain('Review status')
})
