import type { DisputeAssignee, DisputeDto, DisputeHistoryDto, DisputePriority, DisputeStatus, DisputeSubjectType } from '@cosign/api'
import type { Dispute, DisputeHistory } from '../generated/prisma/client.js'

export function toDisputeDto(d: Dispute): DisputeDto {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    status: d.status as DisputeStatus,
    priority: d.priority as DisputePriority,
    subjectType: d.subjectType as DisputeSubjectType,
    subjectId: d.subjectId,
    reporterId: d.reporterId,
    reporterName: d.reporterName,
    reporterRole: d.reporterRole as DisputeDto['reporterRole'],
    assignedTo: d.assignedTo as DisputeAssignee | null,
    resolution: d.resolution,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  }
}

export function toHistoryDto(h: DisputeHistory): DisputeHistoryDto {
  return {
    id: h.id,
    action: h.action as DisputeHistoryDto['action'],
    actorId: h.actorId,
    actorRole: h.actorRole as DisputeHistoryDto['actorRole'],
    from: h.fromValue,
    to: h.toValue,
    at: h.createdAt.toISOString(),
  }
}
