import type { MatchRequestDto, MatchRequestStatus } from '@cosign/api'
import type { Db, MatchRequest } from '../repositories/db.js'
import { profileNameRepository } from '../repositories/profile-name-repository.js'
import { fullName } from './profile-dto.js'

/** Names come from the two profiles (what each side filled in), read in one query per side. */
export async function toMatchRequestDtos(db: Db, requests: MatchRequest[]): Promise<MatchRequestDto[]> {
  if (!requests.length) return []
  const profiles = await profileNameRepository.byProfileIds(db, requests.flatMap((r) => [r.renterProfileId, r.cosignerProfileId]))
  const names = new Map(profiles.map((p) => [p.id, fullName(p.firstName, p.lastName)]))
  return requests.map((r) => ({
    id: r.id,
    status: r.status as MatchRequestStatus,
    renterId: r.renterId,
    renterName: names.get(r.renterProfileId) ?? '',
    renterProfileId: r.renterProfileId,
    cosignerId: r.cosignerId,
    cosignerName: names.get(r.cosignerProfileId) ?? '',
    cosignerProfileId: r.cosignerProfileId,
    monthlyRentCents: r.monthlyRentCents,
    leaseDurationMonths: r.leaseDurationMonths,
    propertyAddress: r.propertyAddress,
    moveInDate: r.moveInDate.toISOString().slice(0, 10),
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    respondedAt: r.respondedAt ? r.respondedAt.toISOString() : null,
  }))
}
