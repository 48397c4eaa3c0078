import { MESSAGES, type CreateServiceRequest } from '@cosign/api'
import { badRequest, conflict } from '@cosign/service-kit'
import { isUniqueViolation, type Db, type Service } from '../repositories/db.js'
import { serviceRepository } from '../repositories/service-repository.js'

export async function createService(db: Db, input: CreateServiceRequest): Promise<Service> {
  const name = input.name?.trim()
  if (!name || input.priceCents === undefined) throw badRequest(MESSAGES.fillAllRequired)
  try {
    return await serviceRepository.create(db, {
      name,
      priceCents: input.priceCents,
      description: input.description?.trim() ?? '',
      isActive: input.isActive ?? true,
    })
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('A service with this name already exists.')
    throw err
  }
}
