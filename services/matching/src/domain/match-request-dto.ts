import type { MatchRequestDto, MatchRequestStatus } from '@cosign/api'
import type { MatchRequest } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import { fullName } from './profile-dto.js'

/** Names come from the two profiles (what each side filled in), read in one query per side. */
export async function toMatchRequestDtos(db: Db, requests: MatchRequest[]): Promise<MatchRequestDto[]> {
  if (!requests.length) return []
  const [renters, cosigners] = await Promise.all([
    db.renterProfile.findMany({
      where: { id: { in: [...new Set(requests.map((r) => r.renterProfileId))] } },
      select: { id: true, firstName: true, lastName: true },
    }),
    db.cosignerProfile.findMany({
      where: { id: { in: [...new Set(requests.map((r) => r.cosignerProfileId))] } },
      select: { id: true, firstName: true, lastName: true },
    }),
  ])
  const names = new Map([...renters, ...cosigners].map((p) => [p.id, fullName(p.firstName, p.lastName)]))
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
