import { ERROR_CODES } from '@cosign/api'
import { AppError } from '@cosign/service-kit'
import type { Deps } from './deps.js'

/**
 * Records (Redis) that every access token of the user signed below `sessionVersion` is refused, on every service
 * and instance. `what` names the change in the log. Should the record fail: with `failedMessage`, the call
 * answers 503 with it (the change itself is kept, a retry completes it); without, it is only logged (the refresh
 * tokens are revoked already, so the access tokens still out end within their short lifetime).
 */
export async function endSessionsBelow(
  deps: Pick<Deps, 'sessions' | 'log'>,
  userId: string,
  sessionVersion: number,
  what: string,
  failedMessage?: string,
): Promise<void> {
  try {
    await deps.sessions.endUserBelow(userId, sessionVersion)
  } catch (err) {
    deps.log.error({ err, userId }, `${what}: the session record could not be written`)
    if (failedMessage) throw new AppError(503, ERROR_CODES.serviceUnavailable, failedMessage)
  }
}
