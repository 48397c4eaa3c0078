import type { CreditReportRequestDto } from '@cosign/contracts'
import {
  VIEWED_CREDIT_REQUESTS_KEY,
  absoluteLink,
  canRequestAgain,
  canRequestCreditReport,
  creditAccessFor,
  isLinkLive,
  outgoingState,
  ownerLabel,
  readViewedIds,
  rememberViewed,
  shouldRetryLink,
} from './credit-report-access.js'

const OWNER_A = '11111111-1111-4111-8111-111111111111'
const OWNER_B = '22222222-2222-4222-8222-222222222222'

function req(
  id: string,
  status: CreditReportRequestDto['status'],
  targetUserId = OWNER_A,
): CreditReportRequestDto {
  return {
    id,
    status,
    requesterId: '33333333-3333-4333-8333-333333333333',
    requesterFirstName: 'Casey',
    requesterLastName: 'Backer',
    requesterEmail: 'casey@example.com',
    targetUserId,
    targetName: 'Riley Renter',
    requestedAt: '2025-01-05T10:00:00.000Z',
    approvedAt: status === 'approved' ? '2025-01-05T11:00:00.000Z' : null,
    updatedAt: '2025-01-05T11:00:00.000Z',
  }
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('the requester side of credit report requests', () => {
  it('reads an approved request as ready until this browser used its one view', () => {
    const none = new Set<string>()
    expect(outgoingState(req('a', 'pending'), none)).toBe('pending')
    expect(outgoingState(req('a', 'denied'), none)).toBe('denied')
    expect(outgoingState(req('a', 'approved'), none)).toBe('ready')
    expect(outgoingState(req('a', 'approved'), new Set(['a']))).toBe('viewed')
    // Only approvals are "viewed"; a remembered id never hides a pending or denied status.
    expect(outgoingState(req('a', 'pending'), new Set(['a']))).toBe('pending')
  })

  it('lets any signed-in non-admin who is not the owner ask, cosigners included', () => {
    expect(canRequestCreditReport({ role: 'COSIGNER' }, false)).toBe(true)
    expect(canRequestCreditReport({ role: 'RENTER' }, false)).toBe(true)
    expect(canRequestCreditReport({ role: 'RENTER' }, true)).toBe(false)
    expect(canRequestCreditReport({ role: 'ADMIN' }, false)).toBe(false)
    expect(canRequestCreditReport(null, false)).toBe(false)
  })

  it('offers "Request again" only on the newest request for an owner once it cannot be used', () => {
    const viewed = new Set(['old'])
    // Newest first, as the server lists them.
    const items = [req('new', 'pending'), req('old', 'approved'), req('b', 'denied', OWNER_B)]
    expect(canRequestAgain(items[1], items, viewed)).toBe(false)
    expect(canRequestAgain(items[2], items, viewed)).toBe(true)
    const afterView = [req('old', 'approved')]
    expect(canRequestAgain(afterView[0], afterView, viewed)).toBe(true)
    expect(canRequestAgain(afterView[0], afterView, new Set())).toBe(false)
  })

  it('tells the profile page about a pending request or an unused approval for that owner', () => {
    const items = [
      req('p', 'pending'),
      req('r', 'approved'),
      req('v', 'approved'),
      req('x', 'approved', OWNER_B),
    ]
    expect(creditAccessFor(items, OWNER_A, new Set(['v']))).toEqual({ pending: items[0], ready: items[1] })
    expect(creditAccessFor(items, OWNER_A, new Set(['r', 'v']))).toEqual({ pending: items[0], ready: null })
    expect(creditAccessFor([], OWNER_A, new Set())).toEqual({ pending: null, ready: null })
  })

  it('remembers viewed requests in storage and survives bad or missing storage', () => {
    const storage = memoryStorage()
    expect(readViewedIds(storage)).toEqual([])
    expect(rememberViewed(storage, 'a')).toEqual(['a'])
    expect(rememberViewed(storage, 'b')).toEqual(['a', 'b'])
    expect(rememberViewed(storage, 'a')).toEqual(['b', 'a'])
    expect(readViewedIds(storage)).toEqual(['b', 'a'])
    expect(readViewedIds(memoryStorage({ [VIEWED_CREDIT_REQUESTS_KEY]: '{not json' }))).toEqual([])
    expect(readViewedIds(memoryStorage({ [VIEWED_CREDIT_REQUESTS_KEY]: '[1,"x"]' }))).toEqual(['x'])
    expect(readViewedIds(null)).toEqual([])
    expect(rememberViewed(null, 'a')).toEqual(['a'])
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(rememberViewed(full, 'a')).toEqual(['a'])
    for (let i = 0; i < 250; i++) rememberViewed(storage, `id${i}`)
    expect(readViewedIds(storage)).toHaveLength(200)
    expect(readViewedIds(storage).at(-1)).toBe('id249')
  })

  it('retries a link once on 403 only, and resolves the path the server sends', () => {
    expect(shouldRetryLink(403, 0)).toBe(true)
    expect(shouldRetryLink(403, 1)).toBe(false)
    expect(shouldRetryLink(404, 0)).toBe(false)
    expect(absoluteLink('/api/documents/files/abc.def.ghi', 'http://localhost:8080/dashboard')).toBe(
      'http://localhost:8080/api/documents/files/abc.def.ghi',
    )
  })

  it('keeps a fallback link only until it expires, and names unnamed owners', () => {
    const now = Date.parse('2025-01-05T12:00:00.000Z')
    expect(isLinkLive({ expiresAt: '2025-01-05T12:05:00.000Z' }, now)).toBe(true)
    expect(isLinkLive({ expiresAt: '2025-01-05T11:59:59.000Z' }, now)).toBe(false)
    expect(isLinkLive({ expiresAt: 'garbage' }, now)).toBe(false)
    expect(ownerLabel({ targetName: '  ' })).toBe('Unnamed user')
    expect(ownerLabel({ targetName: 'Riley Renter' })).toBe('Riley Renter')
  })
})
