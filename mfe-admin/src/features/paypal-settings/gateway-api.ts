// The PayPal settings screen's calls (payments service). Screens call these, never fetch themselves.
import type {
  GatewayConfigResponse,
  TestGatewayConnectionRequest,
  TestGatewayConnectionResponse,
  UpdateGatewayConfigRequest,
} from '@cosign/api'
import { api } from '@cosign/ui'

const CONFIG_PATH = '/payments/admin/gateway-config'

export const fetchGatewayConfig = async (signal?: AbortSignal) =>
  (await api.get<GatewayConfigResponse>(CONFIG_PATH, { signal })).config

export const saveGatewayConfig = async (body: UpdateGatewayConfigRequest) =>
  (await api.put<GatewayConfigResponse>(CONFIG_PATH, body)).config

export const testGatewayConnection = (body: TestGatewayConnectionRequest) =>
  api.post<TestGatewayConnectionResponse>(`${CONFIG_PATH}/test`, body)
