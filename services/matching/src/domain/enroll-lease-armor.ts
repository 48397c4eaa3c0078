import { LEASE_ARMOR_MESSAGES, leaseArmorPlan, type LeaseArmorEnrollmentDto, type LeaseArmorPlanCode } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { leaseArmorRepository } from '../repositories/lease-armor-repository.js'
import type { Deps } from './deps.js'
import { toLeaseArmorEnrollmentDto } from '../model/lease-armor-dto.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * PUT /lease-armor/enrollment (RENTER): records the plan the renter enrolled in (the provider's site takes the
 * rest) and announces it for the activity timeline. Choosing the current plan again changes nothing and
 * announces nothing, so a double click is not two enrolments.
 */
export async function enrollLeaseArmor(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  userId: string,
  planCode: LeaseArmorPlanCode,
): Promise<LeaseArmorEnrollmentDto> {
  const plan = leaseArmorPlan(planCode)
  if (!plan) throw badRequest(LEASE_ARMOR_MESSAGES.invalidPlan)
  const now = deps.now()
  const { row, changed } = await deps.transaction(async (tx) => {
    const current = await leaseArmorRepository.findByUserId(tx, userId)
    if (current?.planCode === plan.code) return { row: current, changed: false }
    const saved = await leaseArmorRepository.upsert(
      tx,
      { userId, planCode: plan.code, monthlyFeeCents: plan.monthlyFeeCents, coverageCents: plan.coverageCents },
      now,
    )
    await outboxRepository.add(tx, deps.events.record('lease_armor.enrolled', {
        userId,
        planId: plan.code,
        monthlyFeeCents: plan.monthlyFeeCents,
      }))
    return { row: saved, changed: true }
  })
  if (changed) void deps.events.flush()
  return toLeaseArmorEnrollmentDto(row)
}
