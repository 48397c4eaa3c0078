import type { LeaseArmorEnrollmentDto } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { leaseArmorRepository } from '../repositories/lease-armor-repository.js'
import { toLeaseArmorEnrollmentDto } from '../model/lease-armor-dto.js'

/** GET /lease-armor/enrollment: the renter's current plan, or null. */
export async function getLeaseArmorEnrollment(db: Db, userId: string): Promise<LeaseArmorEnrollmentDto | null> {
  const row = await leaseArmorRepository.findByUserId(db, userId)
  return row ? toLeaseArmorEnrollmentDto(row) : null
}
