import { SETTINGS_MESSAGES, type UpdateNameRequest, type UserDto } from '@cosign/api'
import { badRequest, notFound } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { inTransaction } from '../repositories/db.js'
import { toUserDto } from '../model/to-user-dto.js'
import type { Deps } from './deps.js'

/**
 * Settings: saves the first and last name (trimmed, neither blank) with a `user.updated` event in the same
 * transaction (the other services' copies follow); `/me` shows them at once on every instance.
 */
export async function updateMyName(
  deps: Pick<Deps, 'prisma' | 'users' | 'record' | 'flush'>,
  userId: string,
  input: UpdateNameRequest,
): Promise<UserDto> {
  const firstName = input.firstName.trim()
  const lastName = input.lastName.trim()
  if (!firstName || !lastName) throw badRequest(SETTINGS_MESSAGES.nameRequired)
  if (!(await userRepository.findById(deps.prisma, userId))) throw notFound('User not found')
  const updated = await inTransaction(deps.prisma, async (tx) => {
    const user = await userRepository.updateName(tx, userId, firstName, lastName)
    await outboxRepository.add(
      tx,
      deps.record('user.updated', { userId, email: user.email, firstName: user.firstName, lastName: user.lastName }),
    )
    return user
  })
  deps.users.changed(userId)
  void deps.flush()
  return toUserDto(updated)
}
