import {
  LEASE_ARMOR_PLANS,
  LEASE_ARMOR_PLAN_CODES,
  formatUsd,
  type LeaseArmorPlanCode,
} from '@cosign/api'

/** The plan picker's options: code, monthly fee and coverage, from the one plan table. */
export const LEASE_ARMOR_PLAN_OPTIONS = LEASE_ARMOR_PLANS.map((plan) => ({
  value: plan.code,
  label: `Plan ${plan.code}: ${formatUsd(plan.monthlyFeeCents)} a month, covers up to ${formatUsd(plan.coverageCents)}`,
}))

/** A plan code from the URL (the Lease Armor page links here with ?leaseArmorPlan=3A), or null. */
export function planFromQuery(value: string | null): LeaseArmorPlanCode | null {
  const code = value?.trim().toUpperCase()
  return (LEASE_ARMOR_PLAN_CODES as readonly string[]).includes(code ?? '') ? (code as LeaseArmorPlanCode) : null
}
