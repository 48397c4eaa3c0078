import type { AccessTokenClaims } from '@cosign/api'
import { forbidden } from '@cosign/service-kit'
import type { Db, ReplacementCredit } from '../repositories/db.js'
import { creditRepository } from '../repositories/credit-repository.js'
import { sameId } from '../model/credits.js'

/** GET /credits: a renter's own credits; an admin's view of everyone's, or of one renter's. */
export async function listCredits(
  db: Db,
  user: AccessTokenClaims,
  renterId: string | undefined,
): Promise<ReplacementCredit[]> {
  if (user.role === 'ADMIN') return creditRepository.list(db, renterId ?? null)
  if (renterId && !sameId(renterId, user.sub)) throw forbidden()
  return creditRepository.list(db, user.sub)
}
