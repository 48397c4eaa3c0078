import { presenceRepository } from '../repositories/presence-repository.js'
import type { Deps } from './deps.js'

/** These users have an open socket (on this instance) at `now`: they are not away (the unread digest waits). */
export async function recordPresence(deps: Pick<Deps, 'prisma'>, userIds: readonly string[], now: Date): Promise<void> {
  await presenceRepository.touch(deps.prisma, userIds, now)
}
