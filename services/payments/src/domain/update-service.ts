import { MESSAGES, type UpdateServiceRequest, adminActionOf } from '@cosign/api'
import { badRequest, conflict, notFound, type Viewer } from '@cosign/service-kit'
import { isUniqueViolation, type Service } from '../repositories/db.js'
import { serviceRepository } from '../repositories/service-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { CORE_SERVICE_NAMES } from '../model/default-services.js'
import type { Deps } from './deps.js'

/**
 * An admin edits a service (name, price in cents, description, active). A changed price is an admin action: its
 * audit entry (issue 30) is written in the same transaction as the change.
 */
export async function updateService(
  deps: Pick<Deps, 'db' | 'transaction' | 'events'>,
  admin: Pick<Viewer, 'id' | 'email'>,
  id: string,
  input: UpdateServiceRequest,
): Promise<Service> {
  const existing = await serviceRepository.findById(deps.db, id)
  if (!existing) throw notFound('Service not found')
  const name = input.name?.trim()
  if (input.name !== undefined && !name) throw badRequest(MESSAGES.fillAllRequired)
  // Checkouts look these three up by name: renaming one would make its step unpayable.
  if (name && name !== existing.name && CORE_SERVICE_NAMES.has(existing.name))
    throw conflict('This service cannot be renamed.')
  try {
    return await deps.transaction(async (tx) => {
      const updated = await serviceRepository.update(tx, id, {
        ...(name ? { name } : {}),
        ...(input.priceCents !== undefined ? { priceCents: input.priceCents } : {}),
        ...(input.description !== undefined ? { description: input.description.trim() } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      })
      if (updated.priceCents !== existing.priceCents)
        await outboxRepository.add(
          tx,
          deps.events.record('admin_action.recorded', adminActionOf(admin, 'service_price.changed', ['service', id],
            { name: existing.name, priceCents: existing.priceCents },
            { name: updated.name, priceCents: updated.priceCents },
          )),
        )
      return updated
    })
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('A service with this name already exists.')
    throw err
  }
}
