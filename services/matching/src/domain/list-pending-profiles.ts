import type { PendingCosignerProfileDto, PendingProfilesResponse } from '@cosign/api'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import type { Db } from '../repositories/db.js'
import { toCosignerProfileDto } from '../model/profile-dto.js'
import {
  parseLastReviewed,
  profileChanges,
  reviewedFiguresOf,
  selfReportedFigures,
} from '../model/profile-changes.js'

/**
 * Admin review queue: profiles pending review, oldest submission first, each with what changed since its last
 * review (approved or rejected) and which figures are self-reported.
 */
export async function listPendingProfiles(
  db: Db,
  page: number,
  pageSize: number,
): Promise<PendingProfilesResponse> {
  const [items, total] = await Promise.all([
    cosignerProfileRepository.listByStatus(db, 'pending_review', (page - 1) * pageSize, pageSize),
    cosignerProfileRepository.countByStatus(db, 'pending_review'),
  ])
  return {
    items: items.map((p): PendingCosignerProfileDto => {
      const last = parseLastReviewed(p.lastReviewed)
      return {
        ...toCosignerProfileDto(p),
        lastReviewedAt: last?.at ?? null,
        changes: last ? profileChanges(last.figures, reviewedFiguresOf(p)) : [],
        selfReported: selfReportedFigures(p),
      }
    }),
    total,
    page,
    pageSize,
  }
}
