import { PAYMENT_MESSAGES, type GatewayConfigDto, type UpdateGatewayConfigRequest, adminActionOf } from '@cosign/api'
import { badRequest, type Viewer } from '@cosign/service-kit'
import { decryptSecret, encryptSecret } from '../lib/secret-box.js'
import { gatewayConfigRepository } from '../repositories/gateway-config-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import type { Deps } from './deps.js'
import { getGatewayConfig } from './get-gateway-config.js'

/**
 * Saves client id, mode and (when given) a new secret, encrypted; without a new secret the stored one stays. The
 * change is an admin action: its audit entry (issue 30; which fields changed, never the secret) is written with it.
 */
export async function updateGatewayConfig(
  deps: Pick<Deps, 'db' | 'transaction' | 'paypal' | 'config' | 'events'>,
  admin: Pick<Viewer, 'id' | 'email'>,
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
  await deps.transaction(async (tx) => {
    await gatewayConfigRepository.save(tx, {
      clientId,
      clientSecretEncrypted: encryptSecret(secret, config.configKey),
      mode: input.mode,
      updatedBy: admin.id,
    })
    await outboxRepository.add(
      tx,
      deps.events.record('admin_action.recorded', adminActionOf(admin, 'paypal_settings.changed', ['paypal_settings', 'paypal'],
        existing ? { clientId: existing.clientId, mode: existing.mode } : null,
        { clientId, mode: input.mode, secretChanged: Boolean(newSecret) },
      )),
    )
  })
  await deps.paypal.reload()
  return getGatewayConfig(deps)
}
