import type { CreditReportDto } from '@cosign/api'
import { creditReviewStatusText } from './credit-review-status.js'

const report = (over: Partial<CreditReportDto>): CreditReportDto => ({
  id: 'r',
  creditScore: 712,
  fileName: 'r.pdf',
  fileType: 'application/pdf',
  fileSize: 1,
  uploadedAt: '2026-01-01T00:00:00.000Z',
  verified: false,
  reviewStatus: 'pending',
  reviewedAt: null,
  rejectionReason: null,
  ...over,
})

it('reads each review state for the owner', () => {
  expect(creditReviewStatusText(null).title).toBe('No credit report yet')
  expect(creditReviewStatusText(report({})).title).toBe('Pending review')
  expect(creditReviewStatusText(report({ reviewStatus: 'verified', verified: true })).title).toBe('Verified')
  const rejected = creditReviewStatusText(
    report({ reviewStatus: 'rejected', rejectionReason: 'Blurry scan' }),
  )
  expect(rejected.title).toBe('Not verified')
  expect(rejected.detail).toContain('Blurry scan')
})
