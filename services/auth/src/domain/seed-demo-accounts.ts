import { DEMO_COSIGNERS, DEMO_PASSWORD, DEMO_RENTERS, LEGAL_DOCUMENTS } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import { inTransaction, type Client, type Tx } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { userRegistered } from '../model/user-registered.js'
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
    const existing = await userRepository.findByEmail(prisma, account.email)
    if (existing) {
      // Seeded before confirmation existed: confirmed now, like the new ones.
      if (!existing.emailVerifiedAt) await userRepository.markEmailVerified(prisma, existing.id, new Date())
      if (!existing.paypalVerified && !existing.paypalEmail)
        await inTransaction(prisma, (tx) => seedConfirmedPayoutEmail(tx, record, account))
      continue
    }
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
        // Fictional people of the demo: seeded as having accepted the current terms (no notice on sign-in).
        termsVersion: LEGAL_DOCUMENTS.terms.version,
        privacyVersion: LEGAL_DOCUMENTS.privacy.version,
      })
      await outboxRepository.add(tx, record('user.registered', userRegistered(user)))
      await seedConfirmedPayoutEmail(tx, record, account)
    })
    created++
  }
  return created
}

/**
 * A demo cosigner's PayPal payout email (issue 27), seeded as confirmed for the same reason as the account's
 * address (example.com receives no mail), with the user.paypal_verified the services that pay out apply. The
 * matching seed's profile save then names the same address, which keeps it confirmed.
 */
async function seedConfirmedPayoutEmail(
  tx: Tx,
  record: Events['record'],
  account: (typeof DEMO_COSIGNERS)[number] | (typeof DEMO_RENTERS)[number],
): Promise<void> {
  if (account.role !== 'COSIGNER' || !('paypalEmail' in account.profile)) return
  const paypalEmail = account.profile.paypalEmail.toLowerCase()
  await userRepository.setPaypalEmail(tx, account.id, { paypalEmail, paypalVerified: true })
  await outboxRepository.add(
    tx,
    record('user.paypal_verified', { userId: account.id, paypalEmail, verifiedAt: new Date().toISOString() }),
  )
}
