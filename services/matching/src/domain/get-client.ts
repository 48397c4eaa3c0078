import { ADMIN_CLIENT_MESSAGES, isUuid, type AdminClientResponse } from '@cosign/api'
import { badRequest, notFound } from '@cosign/service-kit'
import { adminClientRepository } from '../repositories/admin-client-repository.js'
import type { Db } from '../repositories/db.js'
import { clientProfileStatus } from './list-clients.js'
import { toCosignerProfileDto, toRenterProfileDto } from '../model/profile-dto.js'

/**
 * GET /admin/clients/:userId: the account and its profiles in full (contact details, fees, review status and
 * reason), for an admin. Admin accounts are not clients (404).
 */
export async function getClient(db: Db, id: string): Promise<AdminClientResponse> {
  // The route's schema already refuses a non-UUID; checked again so the use case stands on its own.
  if (!isUuid(id)) throw badRequest(ADMIN_CLIENT_MESSAGES.invalidUserId)
  const found = await adminClientRepository.findWithProfiles(db, id.toLowerCase())
  if (!found || found.role === 'ADMIN') throw notFound(ADMIN_CLIENT_MESSAGES.clientNotFound)
  const { cosignerProfile, renterProfile, ...user } = found
  const kind = user.role === 'COSIGNER' ? 'cosigner' : 'renter'
  return {
    client: {
      kind,
      account: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        isActive: user.isActive,
        creditScore: user.creditScore,
        creditVerified: user.creditVerified,
        creditUploadedAt: user.creditUploadedAt ? user.creditUploadedAt.toISOString() : null,
        createdAt: user.createdAt.toISOString(),
      },
      profileStatus:
        kind === 'cosigner'
          ? clientProfileStatus(kind, cosignerProfile !== null, cosignerProfile?.status ?? null)
          : clientProfileStatus(kind, renterProfile !== null, null),
      cosignerProfile: cosignerProfile ? toCosignerProfileDto({ ...cosignerProfile, user }) : null,
      renterProfile: renterProfile ? toRenterProfileDto({ ...renterProfile, user }) : null,
    },
  }
}
