import { PAYMENT_MESSAGES, type GatewayConfigDto, type UpdateGatewayConfigRequest } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { decryptSecret, encryptSecret } from '../lib/secret-box.js'
import { gatewayConfigRepository } from '../repositories/gateway-config-repository.js'
import type { Deps } from './deps.js'
import { getGatewayConfig } from './get-gateway-config.js'

/** Saves client id, mode and (when given) a new secret, encrypted; without a new secret the stored one stays. */
export async function updateGatewayConfig(
  deps: Pick<Deps, 'db' | 'transaction' | 'paypal' | 'config'>,
  adminId: string,
  input: UpdateGatewayConfigRequest,
): Promise<GatewayConfigDto> {
  const { db, config } = deps
  const clientId = input.clientId.trim()
  const newSecret = input.clientSecret?.trim()
  const existing = await gatewayConfigRepository.get(db)
  const secret =
    newSecret ||
    (existing ? decryptSecret(existing.clientSecretEncrypted, config.configKey) : config.paypal.clientSecret)
  if (!clientId || !secret) throw badRequest(PAYMENT_MESSAGES.configSaveFailed)
  await gatewayConfigRepository.save(db, {
    clientId,
    clientSecretEncrypted: encryptSecret(secret, config.configKey),
    mode: input.mode,
    updatedBy: adminId,
  })
  await deps.paypal.reload()
  return getGatewayConfig(deps)
}
