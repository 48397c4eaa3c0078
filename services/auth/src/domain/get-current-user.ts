import type { UserDto } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'
import { toUserDto } from '../model/to-user-dto.js'

/** `GET /me`: the signed-in user, from the user cache when it holds them. */
export async function getCurrentUser(deps: Pick<Deps, 'prisma' | 'users'>, userId: string): Promise<UserDto> {
  let user = deps.users.cached(userId)
  if (!user) {
    const stored = await userRepository.findById(deps.prisma, userId)
    if (!stored) throw notFound('User not found')
    deps.users.remember(stored)
    user = stored
  }
  return toUserDto(user)
}
