import type { MatchRequestDto } from '@cosign/api'
import { formatPlainDate, pendingFirst, replaceRequest } from './request-format.js'

const request = (id: string, status: MatchRequestDto['status']) => ({ id, status }) as MatchRequestDto

describe('renter request helpers', () => {
  it('shows a move-in day without shifting it by the time zone', () => {
    expect(formatPlainDate('2030-01-01')).toBe('Jan 1, 2030')
    expect(formatPlainDate('not a date')).toBe('—')
  })

  it('puts pending requests first and keeps the API order within each group', () => {
    const items = [
      request('a', 'accepted'),
      request('b', 'pending'),
      request('c', 'declined'),
      request('d', 'pending'),
    ]
    expect(pendingFirst(items).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c'])
  })

  it('replaces only the request that changed', () => {
    const items = [request('a', 'pending'), request('b', 'pending')]
    expect(replaceRequest(items, request('b', 'accepted')).map((r) => r.status)).toEqual([
      'pending',
      'accepted',
    ])
  })
})
