import { decryptSecret } from '../lib/secret-box.js'
import type { PayPalCredentials } from '../paypal/paypal-gateway.js'
import type { Db } from '../repositories/db.js'
import { gatewayConfigRepository } from '../repositories/gateway-config-repository.js'

/** The stored credentials, decrypted (null when none are stored: the environment's apply). */
export async function loadStoredCredentials(db: Db, key: Buffer): Promise<PayPalCredentials | null> {
  const row = await gatewayConfigRepository.get(db)
  return row
    ? { clientId: row.clientId, clientSecret: decryptSecret(row.clientSecretEncrypted, key), mode: row.mode }
    : null
}
