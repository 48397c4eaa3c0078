// Lease Armor enrolment (matching service): a renter records the third-party rental protection plan they
// enrolled in, so cosigners who require it can rely on it and admins can count enrolments by plan.
import { LEASE_ARMOR_PLANS, type LeaseArmorPlan } from '../marketing.js'

export const LEASE_ARMOR_PLAN_CODES = ['1A', '2A', '3A', '3C', '4A', '4C', '5A'] as const
export type LeaseArmorPlanCode = (typeof LEASE_ARMOR_PLAN_CODES)[number]

export const LEASE_ARMOR_MESSAGES = {
  rentersOnly: 'Only renters can enroll in Lease Armor.',
  invalidPlan: 'Please choose one of the Lease Armor plans.',
  enrolled: (planCode: string) => `You are enrolled in Lease Armor plan ${planCode}.`,
  enrollFailed: 'Failed to record your Lease Armor enrollment',
  loadFailed: 'Failed to load your Lease Armor enrollment',
  requiredBadge: 'Requires Lease Armor',
} as const

/** The plan of a code, or undefined: the plan table in marketing.ts is the one source of fees and coverage. */
export function leaseArmorPlan(code: string): LeaseArmorPlan | undefined {
  return LEASE_ARMOR_PLANS.find((plan) => plan.code === code)
}

/** A renter's current Lease Armor plan (one at a time; choosing another plan replaces it). */
export interface LeaseArmorEnrollmentDto {
  planCode: LeaseArmorPlanCode
  monthlyFeeCents: number
  coverageCents: number
  enrolledAt: string
}
/** GET /lease-armor/enrollment (RENTER): null when not enrolled. PUT answers the same shape. */
export interface LeaseArmorEnrollmentResponse {
  enrollment: LeaseArmorEnrollmentDto | null
}
/** PUT /lease-armor/enrollment (RENTER). */
export interface EnrollLeaseArmorInput {
  planCode: LeaseArmorPlanCode
}
/** GET /admin/lease-armor/enrollments/summary (ADMIN): current enrolments per plan, every plan listed. */
export interface LeaseArmorSummaryResponse {
  total: number
  byPlan: { planCode: LeaseArmorPlanCode; count: number }[]
}
