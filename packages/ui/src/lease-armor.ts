import {
  matchingEndpoints,
  type EnrollLeaseArmorInput,
  type LeaseArmorEnrollmentDto,
  type LeaseArmorPlanCode,
  type LeaseArmorSummaryResponse,
} from '@cosign/api'
import { api } from './instance.js'
import { useServerData, type ServerData } from './server-data/use-server-data.js'

/** The signed-in renter's current Lease Armor plan, or null. */
export async function fetchLeaseArmorEnrollment(signal?: AbortSignal): Promise<LeaseArmorEnrollmentDto | null> {
  return (await api.call(matchingEndpoints.getLeaseArmorEnrollment, {}, { signal })).enrollment
}

/** Records the plan the renter enrolled in; the server prices it from the plan table. */
export async function enrollLeaseArmor(planCode: LeaseArmorPlanCode): Promise<LeaseArmorEnrollmentDto> {
  const body: EnrollLeaseArmorInput = { planCode }
  const { enrollment } = await api.call(matchingEndpoints.enrollLeaseArmor, { body })
  if (!enrollment) throw new Error('The enrollment was not recorded.')
  return enrollment
}

/** Admin: current enrolments counted by plan. */
export function fetchLeaseArmorSummary(signal?: AbortSignal): Promise<LeaseArmorSummaryResponse> {
  return api.call(matchingEndpoints.summarizeLeaseArmorEnrollments, {}, { signal })
}

/** The signed-in renter's Lease Armor plan (null: none), shared by the dashboard card and the request form. */
export function useLeaseArmorEnrollment(enabled = true): ServerData<LeaseArmorEnrollmentDto | null> {
  return useServerData(enabled ? 'leaseArmor.enrollment' : null, fetchLeaseArmorEnrollment)
}
