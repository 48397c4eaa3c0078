// The PayPal settings screen's calls (payments service). Screens call these, never fetch themselves.
import { paymentEndpoints, type TestGatewayConnectionRequest, type UpdateGatewayConfigRequest } from '@cosign/api'
import { api } from '@cosign/ui'

export const fetchGatewayConfig = async (signal?: AbortSignal) =>
  (await api.call(paymentEndpoints.getGatewayConfig, {}, { signal })).config

export const saveGatewayConfig = async (body: UpdateGatewayConfigRequest) =>
  (await api.call(paymentEndpoints.updateGatewayConfig, { body })).config

export const testGatewayConnection = (body: TestGatewayConnectionRequest) =>
  api.call(paymentEndpoints.testGatewayConnection, { body })
