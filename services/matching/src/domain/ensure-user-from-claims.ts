import type { AccessTokenClaims } from '@cosign/api'
import { userRepository } from '../repositories/user-repository.js'
import type { Db } from '../repositories/db.js'

/**
 * Makes sure the signed-in user has a read-model row before something of theirs is stored: the request
 * may arrive before this service has consumed the user.registered event. Events later fill in the rest.
 */
export async function ensureUserFromClaims(db: Db, claims: AccessTokenClaims): Promise<void> {
  await userRepository.ensureExists(db, { id: claims.sub, email: claims.email, role: claims.role })
}
