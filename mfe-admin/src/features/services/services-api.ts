// The admin services tab's calls (payments service: the platform's prices). Screens call these.
import type { CreateServiceRequest, ServiceListResponse, ServiceResponse } from '@cosign/api'
import { api } from '@cosign/ui'

export const listServices = async (signal?: AbortSignal) =>
  (await api.get<ServiceListResponse>('/payments/admin/services', { signal })).items

export const createService = (request: CreateServiceRequest) =>
  api.post<ServiceResponse>('/payments/admin/services', request)

export const updateServicePrice = async (serviceId: string, priceCents: number) =>
  (
    await api.patch<ServiceResponse>(`/payments/admin/services/${encodeURIComponent(serviceId)}`, {
      priceCents,
    })
  ).service
