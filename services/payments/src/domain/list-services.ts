import type { Db, Service } from '../repositories/db.js'
import { serviceRepository } from '../repositories/service-repository.js'

/** GET /admin/services: every service, active or not. */
export async function listServices(db: Db): Promise<Service[]> {
  return serviceRepository.listAll(db)
}
