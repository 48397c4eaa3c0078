import type { FastifyInstance } from 'fastify'
import type { UserDto } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { toUserDto } from './to-user-dto.js'

/** `GET /me`: the signed-in user, from the user cache when it holds them. */
export async function getCurrentUser(app: FastifyInstance, userId: string): Promise<UserDto> {
  let user = app.users.cached(userId)
  if (!user) {
    const stored = await userRepository.findById(app.prisma, userId)
    if (!stored) throw notFound('User not found')
    app.users.remember(stored)
    user = stored
  }
  return toUserDto(user)
}
