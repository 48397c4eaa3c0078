import {
  validateRenterProfile,
  type AccessTokenClaims,
  type RenterProfileDto,
  type RenterProfileInput,
} from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { renterProfileRepository, type RenterProfileData } from '../repositories/renter-profile-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { isRenterListed } from '../model/access.js'
import { ensureUserFromClaims } from './claims.js'
import type { Deps } from './deps.js'
import { locationKeys, searchTextFor } from '../model/location.js'
import { toRenterProfileDto } from './profile-dto.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

export function renterProfileData(input: RenterProfileInput): RenterProfileData {
  const firstName = input.firstName.trim()
  const lastName = input.lastName.trim()
  const location = input.location.trim()
  return {
    firstName,
    lastName,
    location,
    ...locationKeys(location),
    searchText: searchTextFor(firstName, lastName, location),
    phone: input.phone?.trim() ? input.phone.trim() : null,
    monthlyIncomeCents: input.monthlyIncomeCents,
    employmentStatus: input.employmentStatus,
    rentalIssues: [...new Set(input.rentalIssues ?? [])],
    cosignerBudget: input.cosignerBudget,
    moveInTimeline: input.moveInTimeline,
    housingBudgetCents: input.housingBudgetCents,
    housingType: input.housingType,
    bio: input.bio.trim(),
  }
}

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
