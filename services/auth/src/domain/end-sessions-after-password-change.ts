import type { Deps } from './deps.js'
import { endSessionsBelow } from './end-sessions-below.js'

/**
 * After a new password's commit: the user cache forgets the account, the "password changed" email is sent now, and
 * every access token signed below the raised session version is refused (Redis record). The refresh tokens are
 * revoked already (in the change's transaction): should the record fail, the access tokens still out end within
 * their short lifetime. `what` names the change in the log ("password change", "password reset").
 */
export async function endSessionsAfterPasswordChange(
  deps: Pick<Deps, 'users' | 'kickMail' | 'sessions' | 'log'>,
  userId: string,
  sessionVersion: number,
  what: string,
): Promise<void> {
  deps.users.changed(userId)
  deps.kickMail()
  await endSessionsBelow(deps, userId, sessionVersion, what)
}
