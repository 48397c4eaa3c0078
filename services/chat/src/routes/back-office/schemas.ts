import { ActivityExportQuery, ActivityPageQuery, AdminAlertIdParams } from '@cosign/api'
import { noQuery } from '@cosign/service-kit'

// The shared TypeBox schemas are JSON Schema: used as the route schemas directly. The POSTs take no body.
export const activityPageSchema = { querystring: ActivityPageQuery }
export const activityExportSchema = { querystring: ActivityExportQuery }
export const alertListSchema = { querystring: noQuery }
export const alertReadSchema = { params: AdminAlertIdParams, querystring: noQuery }
export const alertReadAllSchema = { querystring: noQuery }
