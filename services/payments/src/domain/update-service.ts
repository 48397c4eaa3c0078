import { MESSAGES, type UpdateServiceRequest } from '@cosign/api'
import { badRequest, conflict, notFound } from '@cosign/service-kit'
import { isUniqueViolation, type Db, type Service } from '../repositories/db.js'
import { serviceRepository } from '../repositories/service-repository.js'
import { CORE_SERVICE_NAMES } from '../model/default-services.js'

export async function updateService(db: Db, id: string, input: UpdateServiceRequest): Promise<Service> {
  const existing = await serviceRepository.findById(db, id)
  if (!existing) throw notFound('Service not found')
  const name = input.name?.trim()
  if (input.name !== undefined && !name) throw badRequest(MESSAGES.fillAllRequired)
  // Checkouts look these three up by name: renaming one would make its step unpayable.
  if (name && name !== existing.name && CORE_SERVICE_NAMES.has(existing.name))
    throw conflict('This service cannot be renamed.')
  try {
    return await serviceRepository.update(db, id, {
      ...(name ? { name } : {}),
      ...(input.priceCents !== undefined ? { priceCents: input.priceCents } : {}),
      ...(input.description !== undefined ? { description: input.description.trim() } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    })
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('A service with this name already exists.')
    throw err
  }
}
