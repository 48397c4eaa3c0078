// The admin services tab's calls (payments service: the platform's prices). Screens call these.
import { paymentEndpoints, type CreateServiceRequest } from '@cosign/api'
import { api } from '@cosign/ui'

export const listServices = async (signal?: AbortSignal) =>
  (await api.call(paymentEndpoints.listServices, {}, { signal })).items

export const createService = (request: CreateServiceRequest) =>
  api.call(paymentEndpoints.createService, { body: request })

export const updateServicePrice = async (serviceId: string, priceCents: number) =>
  (await api.call(paymentEndpoints.updateService, { params: { id: serviceId }, body: { priceCents } })).service
