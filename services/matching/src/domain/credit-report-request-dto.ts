import type { CreditReportRequestDto, CreditReportRequestStatus } from '@cosign/api'
import type { CreditReportRequest, Db, User } from '../repositories/db.js'
import { userLookup } from '../repositories/user-repository.js'
import { profileNameRepository } from '../repositories/profile-name-repository.js'
import { fullName } from './profile-dto.js'

/**
 * Requester and target names come from the accounts read model; when sign-up left them empty, from the
 * person's profile.
 */
export async function toCreditReportRequestDtos(
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
  const names = (userId: string) => {
    const u = byId.get(userId)
    if (u && (u.firstName || u.lastName)) return { firstName: u.firstName, lastName: u.lastName }
    return profileNames.get(userId) ?? { firstName: '', lastName: '' }
  }
  return requests.map((r) => {
    const requester = names(r.requesterId)
    const target = names(r.targetUserId)
    return {
      id: r.id,
      status: r.status as CreditReportRequestStatus,
      requesterId: r.requesterId,
      requesterFirstName: requester.firstName,
      requesterLastName: requester.lastName,
      requesterEmail: byId.get(r.requesterId)?.email ?? '',
      targetUserId: r.targetUserId,
      targetName: fullName(target.firstName, target.lastName),
      requestedAt: r.requestedAt.toISOString(),
      approvedAt: r.approvedAt ? r.approvedAt.toISOString() : null,
      viewedAt: r.viewedAt ? r.viewedAt.toISOString() : null,
      updatedAt: r.updatedAt.toISOString(),
    }
  })
}
