import type { AccountSessionListResponse } from '@cosign/api'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import { SESSIONS_LISTED, toAccountSessions } from '../model/account-sessions.js'
import type { Deps } from './deps.js'

/** Settings: the user's live sessions (device, signed in, last active), the caller's own marked current. */
export async function listMySessions(
  deps: Pick<Deps, 'prisma' | 'now'>,
  viewer: { id: string; sid: string | undefined },
): Promise<AccountSessionListResponse> {
  const live = await refreshTokenRepository.listLive(deps.prisma, viewer.id, deps.now(), SESSIONS_LISTED)
  const startedAt = await refreshTokenRepository.startedAt(deps.prisma, live.map((token) => token.familyId))
  return { sessions: toAccountSessions(live, startedAt, viewer.sid) }
}
