import type { CreditReportRequestDto, CreditReportRequestStatus } from '@cosign/api'
import { fullName } from './profile-dto.js'

/** A credit report request as stored (table credit_report_requests). */
export interface CreditReportRequestRecord {
  id: string
  status: string
  requesterId: string
  targetUserId: string
  requestedAt: Date
  approvedAt: Date | null
  viewedAt: Date | null
  updatedAt: Date
}

/** What a request shows of a person: their name and account email. */
export interface PersonNames {
  firstName: string
  lastName: string
  email: string
}

/** A credit report request with the requester's and the target's names (`person`: user id -> what is known). */
export function toCreditReportRequestDto(
  r: CreditReportRequestRecord,
  person: (userId: string) => PersonNames,
): CreditReportRequestDto {
  const requester = person(r.requesterId)
  const target = person(r.targetUserId)
  return {
    id: r.id,
    status: r.status as CreditReportRequestStatus,
    requesterId: r.requesterId,
    requesterFirstName: requester.firstName,
    requesterLastName: requester.lastName,
    requesterEmail: requester.email,
    targetUserId: r.targetUserId,
    targetName: fullName(target.firstName, target.lastName),
    requestedAt: r.requestedAt.toISOString(),
    approvedAt: r.approvedAt ? r.approvedAt.toISOString() : null,
    viewedAt: r.viewedAt ? r.viewedAt.toISOString() : null,
    updatedAt: r.updatedAt.toISOString(),
  }
}
