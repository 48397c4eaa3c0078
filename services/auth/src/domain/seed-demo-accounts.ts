import { DEMO_COSIGNERS, DEMO_PASSWORD, DEMO_RENTERS } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import { inTransaction, type Client } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { hashPassword } from '../model/password.js'

/**
 * The demo marketplace's accounts (`SEED_DEMO=1`), created as a sign-up creates them: the account and its
 * user.registered event in one transaction, so the other services learn them the usual way. Each keeps the
 * demo's fixed id (the matching seed gives that user its profile). An existing email is left as it is, so
 * seeding again adds nothing. Returns how many accounts were created.
 */
export async function seedDemoAccounts(prisma: Client, record: Events['record']): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  let created = 0
  for (const account of [...DEMO_COSIGNERS, ...DEMO_RENTERS]) {
    if (await userRepository.findByEmail(prisma, account.email)) continue
    await inTransaction(prisma, async (tx) => {
      const user = await userRepository.create(tx, {
        id: account.id,
        email: account.email,
        passwordHash,
        firstName: account.profile.firstName,
        lastName: account.profile.lastName,
        role: account.role,
        // Demo addresses (example.com) receive no mail: seeded as confirmed.
        emailVerifiedAt: new Date(),
      })
      await outboxRepository.add(
        tx,
        record('user.registered', {
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
        }),
      )
    })
    created++
  }
  return created
}
