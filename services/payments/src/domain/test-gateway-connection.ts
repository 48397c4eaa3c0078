import {
  PAYMENT_MESSAGES,
  type TestGatewayConnectionRequest,
  type TestGatewayConnectionResponse,
} from '@cosign/api'
import type { Deps } from './deps.js'

/** Tries the token endpoint with the given credentials, completed from the active ones where omitted. */
export async function testGatewayConnection(
  deps: Pick<Deps, 'paypal'>,
  input: TestGatewayConnectionRequest,
): Promise<TestGatewayConnectionResponse> {
  const active = await deps.paypal.resolve()
  const success = await deps.paypal.testCredentials({
    clientId: input.clientId?.trim() || active.clientId,
    clientSecret: input.clientSecret?.trim() || active.clientSecret,
    mode: input.mode ?? active.mode,
  })
  return {
    success,
    message: success ? PAYMENT_MESSAGES.connectionTestSucceeded : PAYMENT_MESSAGES.connectionTestFailed,
  }
}
