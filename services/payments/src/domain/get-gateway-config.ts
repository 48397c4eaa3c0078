import type { GatewayConfigDto } from '@cosign/api'
import { decryptSecret, maskSecret } from '../lib/secret-box.js'
import { gatewayConfigRepository } from '../repositories/gateway-config-repository.js'
import type { Deps } from './deps.js'

/** GET /admin/gateway-config: the stored configuration (secret masked), else the environment's. */
export async function getGatewayConfig(deps: Pick<Deps, 'db' | 'transaction' | 'config'>): Promise<GatewayConfigDto> {
  const { config } = deps
  const row = await gatewayConfigRepository.get(deps.db)
  if (!row)
    return {
      clientId: config.paypal.clientId,
      clientSecretMasked: maskSecret(config.paypal.clientSecret),
      hasSecret: !!config.paypal.clientSecret,
      mode: 'sandbox',
      source: 'environment',
      updatedAt: null,
    }
  const secret = decryptSecret(row.clientSecretEncrypted, config.configKey)
  return {
    clientId: row.clientId,
    clientSecretMasked: maskSecret(secret),
    hasSecret: true,
    mode: row.mode,
    source: 'database',
    updatedAt: row.updatedAt.toISOString(),
  }
}
