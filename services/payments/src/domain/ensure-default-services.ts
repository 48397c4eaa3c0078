import { DEFAULT_SERVICES } from '../model/default-services.js'
import type { Db } from '../repositories/db.js'
import { serviceRepository } from '../repositories/service-repository.js'

/** Inserts the seed prices that are missing, never overwriting an admin's edit. */
export async function ensureDefaultServices(db: Db): Promise<void> {
  for (const service of DEFAULT_SERVICES) await serviceRepository.ensure(db, service)
}
