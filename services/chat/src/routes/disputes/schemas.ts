import { AdminDisputeExportQuery, AdminDisputeListQuery, DisputeConversationQuery, DisputeIdParams, OpenDisputeRequest, UpdateDisputeRequest } from '@cosign/api'
import { noQuery } from '@cosign/service-kit'

// The shared TypeBox schemas are JSON Schema: used as the route schemas directly.
export const openDisputeSchema = { body: OpenDisputeRequest, querystring: noQuery }
export const myDisputesSchema = { querystring: noQuery }
export const disputeIdSchema = { params: DisputeIdParams, querystring: noQuery }
export const adminListSchema = { querystring: AdminDisputeListQuery }
export const adminExportSchema = { querystring: AdminDisputeExportQuery }
export const updateDisputeSchema = { params: DisputeIdParams, body: UpdateDisputeRequest, querystring: noQuery }
export const disputeConversationSchema = { params: DisputeIdParams, querystring: DisputeConversationQuery }
