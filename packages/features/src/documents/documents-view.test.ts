import type { ContractSummaryDto } from '@cosign/api'
import { formatFileSize } from '@cosign/ui'
import { agreementTitle, mergeSignedContracts } from './documents-view.js'

const contract = (id: string, status: ContractSummaryDto['status'], createdAt: string) =>
  ({
    id,
    status,
    createdAt,
    renterId: 'r',
    cosignerId: 'c',
    renterName: 'Rita Renter',
    cosignerName: 'Cole Cosigner',
  }) as ContractSummaryDto

it('names the agreement after the other party', () => {
  expect(agreementTitle(contract('1', 'finalized', ''), 'r')).toBe('Cosigning agreement with Cole Cosigner')
  expect(agreementTitle(contract('1', 'finalized', ''), 'c')).toBe('Cosigning agreement with Rita Renter')
})

it('keeps signed contracts only, once each, newest first', () => {
  const merged = mergeSignedContracts([
    [contract('a', 'fully_signed', '2026-01-01T00:00:00Z')],
    [
      contract('b', 'finalized', '2026-02-01T00:00:00Z'),
      contract('a', 'fully_signed', '2026-01-01T00:00:00Z'),
    ],
    [contract('c', 'cancelled', '2026-03-01T00:00:00Z')],
  ])
  expect(merged.map((c) => c.id)).toEqual(['b', 'a'])
})

it('formats sizes', () => {
  expect(formatFileSize(900)).toBe('900 B')
  expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB')
})
