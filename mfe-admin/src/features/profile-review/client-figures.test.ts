import type { AdminClientDetail, TransactionDto } from '@cosign/api'
import {
  clientReport,
  figureItems,
  messageErrors,
  profilePairs,
  transactionHistorySearch,
} from './client-figures.js'

const ID = '0b8e2f3a-5c4d-4e6f-8a7b-9c0d1e2f3a4b'
const money = { totalPaidCents: 125_000, completedPayments: 3, earningsCents: 250_000, completedPayouts: 1, payoutPlatformFeesCents: 44_118 }
const counts = {
  asRenter: { active: 1, inProgress: 2, completed: 3, cancelled: 4 },
  asCosigner: { active: 5, inProgress: 6, completed: 7, cancelled: 8 },
}
const client: AdminClientDetail = {
  kind: 'cosigner',
  account: {
    id: ID,
    email: 'penny@example.com',
    firstName: 'Penny',
    lastName: 'Pendleton',
    role: 'COSIGNER',
    isActive: false,
    creditScore: null,
    creditVerified: false,
    creditUploadedAt: null,
    createdAt: '2025-01-05T15:04:00.000Z',
  },
  profileStatus: 'none',
  cosignerProfile: null,
  renterProfile: null,
}

describe('figureItems', () => {
  it("shows a cosigner's earnings and leases as a cosigner", () => {
    expect(figureItems('cosigner', money, counts).map((f) => [f.label, f.value])).toEqual([
      ['Earnings', '$2,500.00'],
      ['Active leases', '5'],
      ['Completed leases', '7'],
      ['Leases in progress', '6'],
    ])
    expect(figureItems('cosigner', money, counts)[0].hint).toBe('From 1 completed payout, after $441.18 of platform fees')
  })

  it("shows a renter's total paid and contracts as a renter", () => {
    expect(figureItems('renter', money, counts).map((f) => [f.label, f.value])).toEqual([
      ['Total paid', '$1,250.00'],
      ['Active contracts', '1'],
      ['Completed contracts', '3'],
      ['Contracts in progress', '2'],
    ])
  })
})

test('Transaction History opens the transactions tab filtered to the client', () => {
  expect(transactionHistorySearch(ID)).toBe(`?tab=transactions&client=${ID}`)
})

test('messageErrors asks for a title and a message within the limits', () => {
  expect(messageErrors(' ', '')).toEqual({
    title: 'Please enter a title.',
    message: 'Please enter a message.',
  })
  expect(messageErrors('Hi', 'Welcome')).toEqual({ title: null, message: null })
  expect(messageErrors('x'.repeat(121), 'ok').title).toMatch(/at most 120/)
})

test('clientReport words payments, contracts and activity and cuts to the server limits', () => {
  const payment = {
    id: 'p',
    purpose: 'contract_cosigner_payment',
    status: 'completed',
    amountCents: 250_000,
    description: 'Cosigner fee',
    createdAt: '2026-01-01T00:00:00.000Z',
    userId: 'renter',
  } as TransactionDto
  const report = clientReport({
    client,
    name: 'Penny Pendleton',
    figures: figureItems('cosigner', money, counts),
    transactions: Array.from({ length: 250 }, () => payment),
    contracts: [],
    activity: [
      {
        id: 'a',
        clientId: ID,
        clientName: null,
        type: 'payment_received',
        title: 'Payment received',
        description: 'x'.repeat(900),
        amountCents: null,
        occurredAt: '2026-01-02T00:00:00.000Z',
      },
    ],
    profile: profilePairs(client),
  })
  expect(report.payments).toHaveLength(200)
  expect(report.payments[0]).toEqual({
    at: '2026-01-01T00:00:00.000Z',
    text: 'Cosigner fee (paid to this client)',
    amountCents: 250_000,
    status: 'completed',
  })
  expect(report.activity[0].text.length).toBe(500)
  expect(report.activity[0]).not.toHaveProperty('amountCents')
  expect(report.figures[0]).toEqual({
    label: 'Earnings',
    value: '$2,500.00 (From 1 completed payout, after $441.18 of platform fees)',
  })
  expect(report.profile).toContainEqual({ label: 'Account status', value: 'Suspended (inactive)' })
  expect(report.profile).toContainEqual({ label: 'Profile', value: 'Not saved yet' })
})
