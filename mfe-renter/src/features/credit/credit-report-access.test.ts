import type { CreditReportRequestDto } from '@cosign/api'
import {
  absoluteLink,
  canRequestAgain,
  canRequestCreditReport,
  creditAccessFor,
  isLinkLive,
  outgoingState,
  ownerLabel,
  shouldRetryLink,
} from './credit-report-access.js'

const OWNER_A = '11111111-1111-4111-8111-111111111111'
const OWNER_B = '22222222-2222-4222-8222-222222222222'

const VIEWED_AT = '2025-01-05T12:00:00.000Z'

/** A request as the outgoing list sends it; 'viewed' is an approval the server knows was used. */
function req(
  id: string,
  status: CreditReportRequestDto['status'] | 'viewed',
  targetUserId = OWNER_A,
): CreditReportRequestDto {
  const approved = status === 'approved' || status === 'viewed'
  return {
    id,
    status: approved ? 'approved' : status,
    requesterId: '33333333-3333-4333-8333-333333333333',
    requesterFirstName: 'Casey',
    requesterLastName: 'Backer',
    requesterEmail: 'casey@example.com',
    targetUserId,
    targetName: 'Riley Renter',
    requestedAt: '2025-01-05T10:00:00.000Z',
    approvedAt: approved ? '2025-01-05T11:00:00.000Z' : null,
    viewedAt: status === 'viewed' ? VIEWED_AT : null,
    updatedAt: '2025-01-05T11:00:00.000Z',
  }
}

describe('the requester side of credit report requests', () => {
  it('reads an approved request as ready until the server says its one view was used', () => {
    expect(outgoingState(req('a', 'pending'))).toBe('pending')
    expect(outgoingState(req('a', 'denied'))).toBe('denied')
    expect(outgoingState(req('a', 'approved'))).toBe('ready')
    // viewedAt comes from the server, so another browser or device sees the view too.
    expect(outgoingState(req('a', 'viewed'))).toBe('viewed')
    expect(outgoingState(req('a', 'viewed'), new Set())).toBe('viewed')
  })

  it('reads a request opened on this page as viewed before the server has heard of it', () => {
    expect(outgoingState(req('a', 'approved'), new Set(['a']))).toBe('viewed')
    expect(outgoingState(req('a', 'approved'), new Set(['b']))).toBe('ready')
    expect(outgoingState(req('a', 'viewed'), new Set(['a']))).toBe('viewed')
    // Only approvals are "viewed": an opened id never hides a pending or denied status.
    expect(outgoingState(req('a', 'pending'), new Set(['a']))).toBe('pending')
    expect(outgoingState(req('a', 'denied'), new Set(['a']))).toBe('denied')
    // A viewedAt on a request that is not approved (it cannot happen) does not make it viewed either.
    expect(outgoingState({ ...req('a', 'pending'), viewedAt: VIEWED_AT })).toBe('pending')
  })

  it('lets any signed-in non-admin who is not the owner ask, cosigners included', () => {
    expect(canRequestCreditReport({ role: 'COSIGNER' }, false)).toBe(true)
    expect(canRequestCreditReport({ role: 'RENTER' }, false)).toBe(true)
    expect(canRequestCreditReport({ role: 'RENTER' }, true)).toBe(false)
    expect(canRequestCreditReport({ role: 'ADMIN' }, false)).toBe(false)
    expect(canRequestCreditReport(null, false)).toBe(false)
  })

  it('offers "Request again" only on the newest request for an owner once it cannot be used', () => {
    // Newest first, as the server lists them.
    const items = [req('new', 'pending'), req('old', 'viewed'), req('b', 'denied', OWNER_B)]
    expect(canRequestAgain(items[0], items)).toBe(false)
    expect(canRequestAgain(items[1], items)).toBe(false)
    expect(canRequestAgain(items[2], items)).toBe(true)
    expect(canRequestAgain(req('old', 'viewed'), [req('old', 'viewed')])).toBe(true)
    // An unused approval is not offered a new request, unless it was just opened on this page.
    const unused = [req('old', 'approved')]
    expect(canRequestAgain(unused[0], unused)).toBe(false)
    expect(canRequestAgain(unused[0], unused, new Set(['old']))).toBe(true)
  })

  it('tells the profile page about a pending request or an unused approval for that owner', () => {
    const items = [
      req('p', 'pending'),
      req('r', 'approved'),
      req('v', 'viewed'),
      req('x', 'approved', OWNER_B),
    ]
    expect(creditAccessFor(items, OWNER_A)).toEqual({ pending: items[0], ready: items[1] })
    expect(creditAccessFor(items, OWNER_A, new Set(['r']))).toEqual({ pending: items[0], ready: null })
    expect(creditAccessFor(items, OWNER_B)).toEqual({ pending: null, ready: items[3] })
    expect(creditAccessFor([req('v', 'viewed')], OWNER_A)).toEqual({ pending: null, ready: null })
    expect(creditAccessFor([], OWNER_A)).toEqual({ pending: null, ready: null })
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
