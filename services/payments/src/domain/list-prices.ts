import type { Db, Service } from '../repositories/db.js'
import { serviceRepository } from '../repositories/service-repository.js'

/** GET /prices (public): the active services with their live prices. */
export async function listPrices(db: Db): Promise<Service[]> {
  return serviceRepository.listActive(db)
}
