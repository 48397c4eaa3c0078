import {
  validateRenterProfile,
  type AccessTokenClaims,
  type RenterProfileDto,
  type RenterProfileInput,
} from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { isRenterListed } from '../model/access.js'
import { ensureUserFromClaims } from './ensure-user-from-claims.js'
import type { Deps } from './deps.js'
import { renterProfileData } from '../model/profile-form.js'
import { toRenterProfileDto } from '../model/profile-dto.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * PUT /profiles/renter: saves (creates or replaces) the renter's profile and announces every save with
 * renter_profile.saved in the same transaction (the auth service marks the account's profile completed).
 */
export async function saveRenterProfile(
  deps: Pick<Deps, 'db' | 'transaction' | 'events'>,
  claims: AccessTokenClaims,
  input: RenterProfileInput,
): Promise<{ profile: RenterProfileDto; created: boolean }> {
  const message = validateRenterProfile(input)
  if (message) throw badRequest(message)
  const data = renterProfileData(input)
  const result = await deps.transaction(async (tx) => {
    await ensureUserFromClaims(tx, claims)
    const user = await userRepository.findById(tx, claims.sub)
    if (!user) throw new Error('user row missing after ensureUserFromClaims')
    const existed = (await renterProfileRepository.findByUserId(tx, claims.sub)) !== null
    // A credit score uploaded before the profile existed carries over.
    const profile = await renterProfileRepository.upsert(
      tx,
      claims.sub,
      { ...data },
      { isActive: isRenterListed(user), creditScore: user.creditScore, creditVerified: user.creditVerified },
    )
    await outboxRepository.add(tx, deps.events.record('renter_profile.saved', { profileId: profile.id, userId: profile.userId }))
    return { profile: toRenterProfileDto(profile), created: !existed }
  })
  void deps.events.flush()
  return result
}
