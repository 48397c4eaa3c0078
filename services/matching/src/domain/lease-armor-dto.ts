import type { LeaseArmorEnrollmentDto, LeaseArmorPlanCode } from '@cosign/api'
import type { LeaseArmorEnrollmentRow } from '../repositories/lease-armor-repository.js'

export function toLeaseArmorEnrollmentDto(row: LeaseArmorEnrollmentRow): LeaseArmorEnrollmentDto {
  return {
    planCode: row.planCode as LeaseArmorPlanCode,
    monthlyFeeCents: row.monthlyFeeCents,
    coverageCents: row.coverageCents,
    enrolledAt: row.enrolledAt.toISOString(),
  }
}
