import type { CreditReportRequestDto } from '@cosign/api'
import { toCreditReportRequestDto } from '../model/credit-report-request-dto.js'
import type { CreditReportRequest, Db, User } from '../repositories/db.js'
import { profileNameRepository } from '../repositories/profile-name-repository.js'
import { userLookup } from '../repositories/user-repository.js'

/**
 * Requester and target names come from the accounts read model; when sign-up left them empty, from the
 * person's profile.
 */
export async function loadCreditReportRequestDtos(
  db: Db,
  requests: CreditReportRequest[],
): Promise<CreditReportRequestDto[]> {
  if (!requests.length) return []
  const ids = [...new Set(requests.flatMap((r) => [r.requesterId, r.targetUserId]))]
  const [users, profiles] = await Promise.all([userLookup.findByIds(db, ids), profileNameRepository.byUserIds(db, ids)])
  const byId = new Map<string, User>(users.map((u) => [u.id, u]))
  const profileNames = new Map(
    profiles.map((p) => [p.userId, { firstName: p.firstName, lastName: p.lastName }]),
  )
  const person = (userId: string) => {
    const u = byId.get(userId)
    const email = u?.email ?? ''
    if (u && (u.firstName || u.lastName)) return { firstName: u.firstName, lastName: u.lastName, email }
    return { ...(profileNames.get(userId) ?? { firstName: '', lastName: '' }), email }
  }
  return requests.map((r) => toCreditReportRequestDto(r, person))
}
