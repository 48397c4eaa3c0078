import type { GatewayConfig } from '../generated/prisma/client.js'
import type { Db } from './db.js'

const ROW_ID = 1

export const gatewayConfigRepository = {
  get: (db: Db): Promise<GatewayConfig | null> => db.gatewayConfig.findUnique({ where: { id: ROW_ID } }),
  save: (
    db: Db,
    data: { clientId: string; clientSecretEncrypted: string; mode: 'sandbox' | 'live'; updatedBy: string },
  ): Promise<GatewayConfig> =>
    db.gatewayConfig.upsert({ where: { id: ROW_ID }, create: { id: ROW_ID, ...data }, update: data }),
}
