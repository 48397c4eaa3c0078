import {
  DEMO_COSIGNERS,
  DEMO_RENTERS,
  validateCosignerProfile,
  validateRenterProfile,
  type DemoCosigner,
  type DemoRenter,
} from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import { transactionOf, type Client, type Db } from '../repositories/db.js'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { isCosignerListed, isRenterListed } from '../model/access.js'
import { cosignerProfileData, renterProfileData } from '../model/profile-form.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * The account's row in this service's read model, as its user.registered event (sent by the auth seed, consumed
 * once the services run) will write it: the profile needs it now.
 */
async function ensureDemoUser(db: Db, account: DemoCosigner | DemoRenter) {
  const existing = await userRepository.findById(db, account.id)
  if (existing) return existing
  return userRepository.upsertRegistered(db, {
    id: account.id,
    email: account.email,
    firstName: account.profile.firstName,
    lastName: account.profile.lastName,
    role: account.role,
  })
}

type DemoUser = Awaited<ReturnType<typeof ensureDemoUser>>

/**
 * Each demo account of one kind, in its own transaction: the profile is checked by the form's rules, then
 * created and announced by `create` unless the user has one already. Returns how many were created.
 */
async function seedProfiles<A extends DemoCosigner | DemoRenter>(
  prisma: Client,
  accounts: readonly A[],
  validate: (profile: A['profile']) => string | null,
  hasProfile: (tx: Db, userId: string) => Promise<unknown>,
  create: (tx: Db, account: A, user: DemoUser) => Promise<void>,
): Promise<number> {
  let created = 0
  for (const account of accounts) {
    const invalid = validate(account.profile)
    if (invalid) throw new Error(`demo ${account.role.toLowerCase()} ${account.email}: ${invalid}`)
    const made = await transactionOf(prisma)(async (tx) => {
      const user = await ensureDemoUser(tx, account)
      if (await hasProfile(tx, account.id)) return false
      await create(tx, account, user)
      return true
    })
    if (made) created++
  }
  return created
}

/**
 * The demo marketplace's profiles (`SEED_DEMO=1`), for the accounts the auth seed creates under the same ids:
 * cosigner profiles already approved (as if paid and reviewed) and renter profiles, each checked by the same
 * rules as the forms and announced with the events a save and a review emit (auth, payments, contracts and chat
 * learn them the usual way). A user who already has a profile is left as it is, so seeding again adds nothing.
 * Returns how many profiles were created.
 */
export async function seedDemoMarketplace(
  prisma: Client,
  record: Events['record'],
  now = new Date(),
): Promise<number> {
  const approveCosigner = async (tx: Db, account: DemoCosigner, user: DemoUser) => {
    const profile = await cosignerProfileRepository.create(tx, account.id, cosignerProfileData(account.profile))
    await cosignerProfileRepository.update(tx, profile.id, {
      status: 'approved',
      isActive: isCosignerListed('approved', user),
      submittedAt: now,
      reviewedAt: now,
    })
    const ids = { profileId: profile.id, userId: account.id }
    await outboxRepository.add(tx, record('cosigner_profile.saved', {
        ...ids,
        status: 'approved',
        paypalEmail: profile.paypalEmail,
        location: profile.location,
        totalFeeCents: profile.totalFeeCents,
        maxRentSupportCents: profile.maxRentSupportCents,
      }))
    await outboxRepository.add(tx, record('cosigner_profile.approved', ids))
  }
  const saveRenter = async (tx: Db, account: DemoRenter, user: DemoUser) => {
    const profile = await renterProfileRepository.upsert(tx, account.id, renterProfileData(account.profile), {
      isActive: isRenterListed(user),
      creditScore: user.creditScore,
      creditVerified: user.creditVerified,
    })
    await outboxRepository.add(tx, record('renter_profile.saved', { profileId: profile.id, userId: account.id }))
  }
  return (
    (await seedProfiles(prisma, DEMO_COSIGNERS, validateCosignerProfile, cosignerProfileRepository.findByUserId, approveCosigner)) +
    (await seedProfiles(prisma, DEMO_RENTERS, validateRenterProfile, renterProfileRepository.findByUserId, saveRenter))
  )
}
