import type { LeaseArmorEnrollmentDto, LeaseArmorPlanCode } from '@cosign/api'
import type { LeaseArmorEnrollmentRecord } from './rows.js'

export function toLeaseArmorEnrollmentDto(row: LeaseArmorEnrollmentRecord): LeaseArmorEnrollmentDto {
  return {
    planCode: row.planCode as LeaseArmorPlanCode,
    monthlyFeeCents: row.monthlyFeeCents,
    coverageCents: row.coverageCents,
    enrolledAt: row.enrolledAt.toISOString(),
  }
}
