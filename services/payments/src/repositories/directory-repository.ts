import { payoutEmailKey } from '@cosign/api'
import type { ContractCancellation, ContractTerms, InstallmentEntry } from '../generated/prisma/client.js'
import type { Db } from './db.js'

/** What this service knows of a cosigner profile and its owner's account (see `subjectProfile`). */
export interface KnownProfile {
  profileId: string
  ownerId: string
  /** pending_review | approved | rejected | awaiting_payment, or null when only the owner is known. */
  status: string | null
  /** The owner's account; null fields: not announced (yet). */
  ownerRole: string | null
  ownerActive: boolean | null
}

// What this service learns from other services' events: contract terms, user names, profile owners and
// review states, account roles, match requests.
export const directoryRepository = {
  contractTerms: (db: Db, contractId: string): Promise<ContractTerms | null> =>
    db.contractTerms.findUnique({ where: { contractId } }),
  upsertContractTerms: (db: Db, terms: Omit<ContractTerms, 'createdAt' | 'updatedAt'>) =>
    db.contractTerms.upsert({ where: { contractId: terms.contractId }, create: terms, update: terms }),

  /** Whether the cosigner confirmed this PayPal payout email (issue 27). */
  async payoutEmailConfirmed(db: Db, userId: string, paypalEmail: string | null): Promise<boolean> {
    if (!paypalEmail) return false
    const row = await db.confirmedPayoutEmail.findUnique({
      where: { userId_paypalEmail: payoutEmailKey(userId, paypalEmail) },
    })
    return row !== null
  },
  /** A confirmation announced by auth; the first one of a pair is kept (a redelivery changes nothing). */
  async recordConfirmedPayoutEmail(db: Db, c: { userId: string; paypalEmail: string; confirmedAt: Date }): Promise<void> {
    await db.confirmedPayoutEmail.createMany({
      data: [{ ...payoutEmailKey(c.userId, c.paypalEmail), confirmedAt: c.confirmedAt }],
      skipDuplicates: true,
    })
  },

  contractCancellation: (db: Db, contractId: string): Promise<ContractCancellation | null> =>
    db.contractCancellation.findUnique({ where: { contractId } }),
  /** The first cancellation of a contract is kept (a redelivery changes nothing). */
  async recordCancellation(db: Db, c: ContractCancellation): Promise<void> {
    await db.contractCancellation.createMany({ data: [c], skipDuplicates: true })
  },

  installmentEntry: (db: Db, entryId: string): Promise<InstallmentEntry | null> =>
    db.installmentEntry.findUnique({ where: { entryId } }),
  /** Adds a finalized contract's installments; entries known already keep their paid state. */
  async addInstallments(db: Db, entries: Omit<InstallmentEntry, 'createdAt' | 'paidAt' | 'paidPaymentId'>[]) {
    if (entries.length) await db.installmentEntry.createMany({ data: entries, skipDuplicates: true })
  },
  /** The installment a completed payment paid (null: refunded again). */
  async setInstallmentPaid(db: Db, entryId: string, paymentId: string | null, at: Date | null): Promise<void> {
    await db.installmentEntry.updateMany({
      where: { entryId, ...(paymentId ? {} : { paidPaymentId: { not: null } }) },
      data: { paidPaymentId: paymentId, paidAt: at },
    })
  },

  async userName(db: Db, userId: string | null): Promise<string | null> {
    if (!userId) return null
    const user = await db.userDirectory.findUnique({ where: { userId } })
    return user?.fullName || user?.email || null
  },
  upsertUser: (db: Db, user: { userId: string; email: string; fullName: string }) =>
    db.userDirectory.upsert({
      where: { userId: user.userId },
      create: user,
      update: { email: user.email, fullName: user.fullName },
    }),

  async profileOwner(db: Db, profileId: string | null): Promise<string | null> {
    if (!profileId) return null
    return (await db.profileOwner.findUnique({ where: { profileId } }))?.userId ?? null
  },
  upsertProfileOwner: (db: Db, profileId: string, userId: string) =>
    db.profileOwner.upsert({ where: { profileId }, create: { profileId, userId }, update: { userId } }),

  /**
   * Records a profile's review state as of `at` (the event's time). A state older than the stored one is
   * ignored: events can arrive out of order when one is redelivered.
   */
  async setProfileStatus(db: Db, profileId: string, userId: string, status: string, at: Date): Promise<void> {
    await db.$executeRaw`INSERT INTO profile_owners (profile_id, user_id, status, status_at)
      VALUES (${profileId}::uuid, ${userId}::uuid, ${status}, ${at})
      ON CONFLICT (profile_id) DO UPDATE
        SET user_id = EXCLUDED.user_id, status = EXCLUDED.status, status_at = EXCLUDED.status_at
        WHERE profile_owners.status_at IS NULL OR profile_owners.status_at <= EXCLUDED.status_at`
  },

  /** The matching service unlists a profile whose fee was refunded (back to awaiting_payment). */
  async profileFeeRefunded(db: Db, profileId: string, userId: string, at: Date): Promise<void> {
    await db.$executeRaw`UPDATE profile_owners SET status = 'awaiting_payment', status_at = ${at}
      WHERE profile_id = ${profileId}::uuid AND user_id = ${userId}::uuid
        AND (status_at IS NULL OR status_at <= ${at})`
  },

  /** The profile `profileId` names with its owner's account, or null when no event announced it. */
  async subjectProfile(db: Db, profileId: string): Promise<KnownProfile | null> {
    const [row] = await db.$queryRaw<
      { ownerId: string; status: string | null; ownerRole: string | null; ownerActive: boolean | null }[]
    >`SELECT p.user_id::text AS "ownerId", p.status, a.role AS "ownerRole", a.is_active AS "ownerActive"
      FROM profile_owners p LEFT JOIN user_accounts a ON a.user_id = p.user_id
      WHERE p.profile_id = ${profileId}::uuid`
    return row ? { profileId: profileId.toLowerCase(), ...row } : null
  },

  /** The cosigner profile a user owns (the matching service allows one per user), when known. */
  async profileIdOfUser(db: Db, userId: string): Promise<string | null> {
    const row = await db.profileOwner.findFirst({ where: { userId }, orderBy: { createdAt: 'asc' } })
    return row?.profileId ?? null
  },

  async setAccountRole(db: Db, userId: string, role: string, at: Date): Promise<void> {
    await db.$executeRaw`INSERT INTO user_accounts (user_id, role, role_at) VALUES (${userId}::uuid, ${role}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, role_at = EXCLUDED.role_at
        WHERE user_accounts.role_at IS NULL OR user_accounts.role_at <= EXCLUDED.role_at`
  },
  async setAccountActive(db: Db, userId: string, isActive: boolean, at: Date): Promise<void> {
    await db.$executeRaw`INSERT INTO user_accounts (user_id, is_active, active_at)
      VALUES (${userId}::uuid, ${isActive}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET is_active = EXCLUDED.is_active, active_at = EXCLUDED.active_at
        WHERE user_accounts.active_at IS NULL OR user_accounts.active_at <= EXCLUDED.active_at`
  },

  async addMatchRequest(
    db: Db,
    request: { requestId: string; renterId: string; cosignerId: string; requestedAt: Date },
  ): Promise<void> {
    await db.$executeRaw`INSERT INTO match_request_unlocks (request_id, renter_id, cosigner_id, requested_at)
      VALUES (${request.requestId}::uuid, ${request.renterId}::uuid, ${request.cosignerId}::uuid,
              ${request.requestedAt})
      ON CONFLICT (request_id) DO NOTHING`
  },

  /**
   * Whether `viewerId` can already see the contact details of profile `profileId` (owned by `ownerId`), by the
   * matching service's rule: a completed unlock_contact or match_request payment of the viewer for that
   * profile, or a match request the viewer sent to its owner through a paid matching session. The session's
   * payment is not in the event, so it is taken to be a completed match_request payment completed before the
   * request (refunded ones revoke their unlocks in matching, and are not `completed` here either); the 5 minutes
   * allow for the two services' clocks.
   */
  async contactUnlocked(db: Db, viewerId: string, profileId: string, ownerId: string): Promise<boolean> {
    const [row] = await db.$queryRaw<{ unlocked: boolean }[]>`SELECT
        EXISTS (SELECT 1 FROM payments
                WHERE user_id = ${viewerId}::uuid AND subject_id = ${profileId}::uuid AND status = 'completed'
                  AND purpose IN ('unlock_contact', 'match_request'))
        OR EXISTS (SELECT 1 FROM match_request_unlocks r
                   WHERE r.renter_id = ${viewerId}::uuid AND r.cosigner_id = ${ownerId}::uuid
                     AND EXISTS (SELECT 1 FROM payments p
                                 WHERE p.user_id = r.renter_id AND p.purpose = 'match_request'
                                   AND p.status = 'completed'
                                   AND p.completed_at <= r.requested_at + interval '5 minutes'))
        AS unlocked`
    return row?.unlocked ?? false
  },
}
