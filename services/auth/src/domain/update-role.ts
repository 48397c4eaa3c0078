import type { FastifyInstance } from 'fastify'
import type { SelfServiceRole } from '@cosign/contracts'
import { forbidden, notFound } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { toUserDto } from './to-user-dto.js'

/** Role selection: a renter or cosigner switches between the two; admins keep their role. */
export async function updateRole(app: FastifyInstance, userId: string, role: SelfServiceRole) {
  const user = await userRepository.findById(app.prisma, userId)
  if (!user) throw notFound('User not found')
  if (user.role === 'ADMIN') throw forbidden('Admins cannot change their role')
  const updated = await app.prisma.$transaction(async (tx) => {
    const u = await userRepository.updateRole(tx, userId, role)
    if (user.role !== role)
      await tx.outboxEvent.create({ data: app.events.record('user.role_changed', { userId, role }) })
    return u
  })
  app.users.changed(userId)
  void app.events.flush()
  const accessToken = app.jwt.sign({ sub: updated.id, email: updated.email, role: updated.role })
  return { accessToken, user: toUserDto(updated) }
}
