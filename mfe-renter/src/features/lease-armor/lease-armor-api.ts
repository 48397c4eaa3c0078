// The renter's Lease Armor calls (matching service). Screens call these, never fetch themselves.
import {
  matchingEndpoints,
  type EnrollLeaseArmorInput,
  type LeaseArmorEnrollmentDto,
  type LeaseArmorPlanCode,
} from '@cosign/api'
import { api, useServerData, type ServerData } from '@cosign/ui'

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

/** The signed-in renter's Lease Armor plan (null: none), shared by the dashboard card and the request form. */
export function useLeaseArmorEnrollment(enabled = true): ServerData<LeaseArmorEnrollmentDto | null> {
  return useServerData(enabled ? 'leaseArmor.enrollment' : null, fetchLeaseArmorEnrollment)
}
