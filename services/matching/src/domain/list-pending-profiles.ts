import type { FastifyInstance } from 'fastify'
import type { PendingProfilesResponse } from '@cosign/api'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { toCosignerProfileDto } from './profile-dto.js'

/** Admin review queue: profiles pending review, oldest submission first. */
export async function listPendingProfiles(
  app: FastifyInstance,
  page: number,
  pageSize: number,
): Promise<PendingProfilesResponse> {
  const [items, total] = await Promise.all([
    cosignerProfileRepository.listByStatus(app.prisma, 'pending_review', (page - 1) * pageSize, pageSize),
    cosignerProfileRepository.countByStatus(app.prisma, 'pending_review'),
  ])
  return { items: items.map(toCosignerProfileDto), total, page, pageSize }
}
