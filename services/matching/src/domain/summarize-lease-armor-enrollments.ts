import { LEASE_ARMOR_PLAN_CODES, type LeaseArmorSummaryResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { leaseArmorRepository } from '../repositories/lease-armor-repository.js'

/** The admin Payments tab's Lease Armor card: current enrolments by plan, every plan listed (zeros too). */
export async function summarizeLeaseArmorEnrollments(db: Db): Promise<LeaseArmorSummaryResponse> {
  const counts = await leaseArmorRepository.countByPlan(db)
  const byPlan = LEASE_ARMOR_PLAN_CODES.map((planCode) => ({ planCode, count: counts.get(planCode) ?? 0 }))
  return { total: byPlan.reduce((sum, p) => sum + p.count, 0), byPlan }
}
