import type { PendingProfilesResponse } from '@cosign/api'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import type { Db } from '../repositories/db.js'
import { toCosignerProfileDto } from '../model/profile-dto.js'

/** Admin review queue: profiles pending review, oldest submission first. */
export async function listPendingProfiles(
  db: Db,
  page: number,
  pageSize: number,
): Promise<PendingProfilesResponse> {
  const [items, total] = await Promise.all([
    cosignerProfileRepository.listByStatus(db, 'pending_review', (page - 1) * pageSize, pageSize),
    cosignerProfileRepository.countByStatus(db, 'pending_review'),
  ])
  return { items: items.map(toCosignerProfileDto), total, page, pageSize }
}
