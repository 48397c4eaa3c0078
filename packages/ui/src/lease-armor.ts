import type {
  EnrollLeaseArmorInput,
  LeaseArmorEnrollmentDto,
  LeaseArmorEnrollmentResponse,
  LeaseArmorPlanCode,
  LeaseArmorSummaryResponse,
} from '@cosign/api'
import { api } from './instance.js'
import { useServerData, type ServerData } from './server-data/use-server-data.js'

/** The signed-in renter's current Lease Armor plan, or null. */
export async function fetchLeaseArmorEnrollment(signal?: AbortSignal): Promise<LeaseArmorEnrollmentDto | null> {
  return (await api.get<LeaseArmorEnrollmentResponse>('/matching/lease-armor/enrollment', { signal })).enrollment
}

/** Records the plan the renter enrolled in; the server prices it from the plan table. */
export async function enrollLeaseArmor(planCode: LeaseArmorPlanCode): Promise<LeaseArmorEnrollmentDto> {
  const body: EnrollLeaseArmorInput = { planCode }
  const { enrollment } = await api.put<LeaseArmorEnrollmentResponse>('/matching/lease-armor/enrollment', body)
  if (!enrollment) throw new Error('The enrollment was not recorded.')
  return enrollment
}

/** Admin: current enrolments counted by plan. */
export function fetchLeaseArmorSummary(signal?: AbortSignal): Promise<LeaseArmorSummaryResponse> {
  return api.get<LeaseArmorSummaryResponse>('/matching/admin/lease-armor/enrollments/summary', { signal })
}

/** The signed-in renter's Lease Armor plan (null: none), shared by the dashboard card and the request form. */
export function useLeaseArmorEnrollment(enabled = true): ServerData<LeaseArmorEnrollmentDto | null> {
  return useServerData(enabled ? 'leaseArmor.enrollment' : null, fetchLeaseArmorEnrollment)
}
