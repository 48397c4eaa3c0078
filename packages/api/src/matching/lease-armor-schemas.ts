// Request and response schemas of Lease Armor enrolment (TypeBox), validated by the matching service.
import { Type } from '@sinclair/typebox'
import { closedObject } from '../shared/schemas.js'
import { LEASE_ARMOR_MESSAGES, LEASE_ARMOR_PLAN_CODES, type LeaseArmorPlanCode } from './lease-armor-types.js'

const PlanCode = Type.Unsafe<LeaseArmorPlanCode>({
  type: 'string',
  enum: [...LEASE_ARMOR_PLAN_CODES],
  userMessage: LEASE_ARMOR_MESSAGES.invalidPlan,
})

export const EnrollLeaseArmorBody = closedObject(
  { planCode: PlanCode },
  { userMessage: LEASE_ARMOR_MESSAGES.invalidPlan },
)

const LeaseArmorEnrollment = Type.Object({
  planCode: Type.String(),
  monthlyFeeCents: Type.Integer(),
  coverageCents: Type.Integer(),
  enrolledAt: Type.String(),
})

export const LeaseArmorEnrollmentReply = Type.Object({
  enrollment: Type.Union([LeaseArmorEnrollment, Type.Null()]),
})

export const LeaseArmorSummaryReply = Type.Object({
  total: Type.Integer(),
  byPlan: Type.Array(Type.Object({ planCode: Type.String(), count: Type.Integer() })),
})
