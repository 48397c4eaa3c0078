import type { FastifyInstance } from 'fastify'
import {
  PAYMENT_MESSAGES,
  type GatewayConfigDto,
  type TestGatewayConnectionRequest,
  type TestGatewayConnectionResponse,
  type UpdateGatewayConfigRequest,
} from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import type { PaymentsConfig } from '../config.js'
import { decryptSecret, encryptSecret, maskSecret } from '../lib/secret-box.js'
import type { PayPalCredentials } from '../paypal/paypal-gateway.js'
import { gatewayConfigRepository } from '../repositories/gateway-config-repository.js'
import type { Db } from '../repositories/db.js'

/** The stored credentials, decrypted (null when none are stored: the environment's apply). */
export async function loadStoredCredentials(db: Db, key: Buffer): Promise<PayPalCredentials | null> {
  const row = await gatewayConfigRepository.get(db)
  return row
    ? { clientId: row.clientId, clientSecret: decryptSecret(row.clientSecretEncrypted, key), mode: row.mode }
    : null
}

export async function getGatewayConfig(
  app: FastifyInstance,
  config: PaymentsConfig,
): Promise<GatewayConfigDto> {
  const row = await gatewayConfigRepository.get(app.prisma)
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

/** Saves client id, mode and (when given) a new secret, encrypted; without a new secret the stored one stays. */
export async function updateGatewayConfig(
  app: FastifyInstance,
  config: PaymentsConfig,
  adminId: string,
  input: UpdateGatewayConfigRequest,
): Promise<GatewayConfigDto> {
  const clientId = input.clientId.trim()
  const newSecret = input.clientSecret?.trim()
  const existing = await gatewayConfigRepository.get(app.prisma)
  const secret =
    newSecret ||
    (existing ? decryptSecret(existing.clientSecretEncrypted, config.configKey) : config.paypal.clientSecret)
  if (!clientId || !secret) throw badRequest(PAYMENT_MESSAGES.configSaveFailed)
  await gatewayConfigRepository.save(app.prisma, {
    clientId,
    clientSecretEncrypted: encryptSecret(secret, config.configKey),
    mode: input.mode,
    updatedBy: adminId,
  })
  await app.gateway.reload()
  return getGatewayConfig(app, config)
}

/** Tries the token endpoint with the given credentials, completed from the active ones where omitted. */
export async function testGatewayConnection(
  app: FastifyInstance,
  input: TestGatewayConnectionRequest,
): Promise<TestGatewayConnectionResponse> {
  const active = await app.gateway.resolve()
  const success = await app.gateway.testCredentials({
    clientId: input.clientId?.trim() || active.clientId,
    clientSecret: input.clientSecret?.trim() || active.clientSecret,
    mode: input.mode ?? active.mode,
  })
  return {
    success,
    message: success ? PAYMENT_MESSAGES.connectionTestSucceeded : PAYMENT_MESSAGES.connectionTestFailed,
  }
}
