import { payoutEmailKey } from '@cosign/api'
import type { AcceptedMatchRequest } from '../generated/prisma/client.js'
import type { PartyRow } from '../model/rows.js'
import type { Db } from './db.js'

// What this service keeps of the other services' facts (fed by events, see domain/apply-read-model-event.ts).
// Every write carries the event's time and an older event never overwrites a newer one.
export const readModelRepository = {
  async registerUser(
    db: Db,
    u: { userId: string; email: string; firstName: string; lastName: string; role: string },
    at: Date,
  ): Promise<void> {
    await db.$executeRaw`INSERT INTO directory_users (user_id, email, first_name, last_name, role, role_at, updated_at)
      VALUES (${u.userId}::uuid, ${u.email}, ${u.firstName}, ${u.lastName}, ${u.role}, ${at}, now())
      ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
        last_name = EXCLUDED.last_name, updated_at = now(),
        role = CASE WHEN directory_users.role_at IS NULL OR directory_users.role_at <= EXCLUDED.role_at
                    THEN EXCLUDED.role ELSE directory_users.role END,
        role_at = GREATEST(directory_users.role_at, EXCLUDED.role_at)`
  },
  /** The account's new name or email (user.updated); an account not yet known is left to user.registered. */
  async updateUser(db: Db, u: { userId: string; email: string; firstName: string; lastName: string }): Promise<void> {
    await db.$executeRaw`UPDATE directory_users SET email = ${u.email}, first_name = ${u.firstName}, last_name = ${u.lastName},
      updated_at = now() WHERE user_id = ${u.userId}::uuid`
  },
  async setRole(db: Db, userId: string, role: string, at: Date): Promise<void> {
    await db.$executeRaw`INSERT INTO directory_users (user_id, role, role_at, updated_at) VALUES (${userId}::uuid, ${role}, ${at}, now())
      ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, role_at = EXCLUDED.role_at, updated_at = now()
        WHERE directory_users.role_at IS NULL OR directory_users.role_at <= EXCLUDED.role_at`
  },
  async setActive(db: Db, userId: string, isActive: boolean, at: Date): Promise<void> {
    await db.$executeRaw`INSERT INTO directory_users (user_id, is_active, active_at, updated_at) VALUES (${userId}::uuid, ${isActive}, ${at}, now())
      ON CONFLICT (user_id) DO UPDATE SET is_active = EXCLUDED.is_active, active_at = EXCLUDED.active_at, updated_at = now()
        WHERE directory_users.active_at IS NULL OR directory_users.active_at <= EXCLUDED.active_at`
  },
  user: (db: Db, userId: string) => db.directoryUser.findUnique({ where: { userId } }),

  /** A PayPal payout email its cosigner confirmed (user.paypal_verified); a redelivery changes nothing. */
  async confirmPayoutEmail(db: Db, c: { userId: string; paypalEmail: string; confirmedAt: Date }): Promise<void> {
    await db.confirmedPayoutEmail.createMany({
      data: [{ ...payoutEmailKey(c.userId, c.paypalEmail), confirmedAt: c.confirmedAt }],
      skipDuplicates: true,
    })
  },
  /** Whether the cosigner confirmed this PayPal payout email (issue 27). */
  async payoutEmailConfirmed(db: Db, userId: string, paypalEmail: string): Promise<boolean> {
    const row = await db.confirmedPayoutEmail.findUnique({
      where: { userId_paypalEmail: payoutEmailKey(userId, paypalEmail) },
    })
    return row !== null
  },
  /** Which of these (cosigner, PayPal email) pairs were confirmed, as payoutEmailKey's "userId email" keys. */
  async confirmedPayoutEmails(db: Db, pairs: Array<{ userId: string; paypalEmail: string }>): Promise<Set<string>> {
    if (pairs.length === 0) return new Set()
    const keys = pairs.map((p) => payoutEmailKey(p.userId, p.paypalEmail))
    const rows = await db.confirmedPayoutEmail.findMany({ where: { OR: keys }, select: { userId: true, paypalEmail: true } })
    return new Set(rows.map((r) => `${r.userId} ${r.paypalEmail}`))
  },

  /** A profile save: payout email and location as of `at` (and the status the profile then has). */
  async savePayout(
    db: Db,
    p: {
      userId: string
      profileId: string
      status: string
      paypalEmail?: string | null
      location?: string | null
      totalFeeCents?: number | null
      maxRentSupportCents?: number | null
    },
    at: Date,
  ): Promise<void> {
    // Absent fields (older events) keep what is known; null clears.
    const hasEmail = p.paypalEmail !== undefined
    const hasLocation = p.location !== undefined
    const hasFee = p.totalFeeCents !== undefined
    const hasSupport = p.maxRentSupportCents !== undefined
    await db.$executeRaw`INSERT INTO cosigner_payouts (user_id, profile_id, paypal_email, location, total_fee_cents, max_rent_support_cents, profile_status, status_at, saved_at)
      VALUES (${p.userId}::uuid, ${p.profileId}::uuid, ${p.paypalEmail ?? null}, ${p.location ?? null}, ${p.totalFeeCents ?? null}::int, ${p.maxRentSupportCents ?? null}::int, ${p.status}, ${at}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET
        profile_id = EXCLUDED.profile_id,
        paypal_email = CASE WHEN ${hasEmail} THEN EXCLUDED.paypal_email ELSE cosigner_payouts.paypal_email END,
        location = CASE WHEN ${hasLocation} THEN EXCLUDED.location ELSE cosigner_payouts.location END,
        total_fee_cents = CASE WHEN ${hasFee} THEN EXCLUDED.total_fee_cents ELSE cosigner_payouts.total_fee_cents END,
        max_rent_support_cents = CASE WHEN ${hasSupport} THEN EXCLUDED.max_rent_support_cents ELSE cosigner_payouts.max_rent_support_cents END,
        profile_status = CASE WHEN cosigner_payouts.status_at IS NULL OR cosigner_payouts.status_at <= EXCLUDED.status_at
                              THEN EXCLUDED.profile_status ELSE cosigner_payouts.profile_status END,
        status_at = GREATEST(cosigner_payouts.status_at, EXCLUDED.status_at),
        saved_at = EXCLUDED.saved_at
      WHERE cosigner_payouts.saved_at IS NULL OR cosigner_payouts.saved_at <= EXCLUDED.saved_at`
  },
  /** A review decision or submission: only the status, ordered by the event's time. */
  async setProfileStatus(db: Db, userId: string, profileId: string, status: string, at: Date): Promise<void> {
    await db.$executeRaw`INSERT INTO cosigner_payouts (user_id, profile_id, profile_status, status_at)
      VALUES (${userId}::uuid, ${profileId}::uuid, ${status}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET profile_status = EXCLUDED.profile_status, status_at = EXCLUDED.status_at,
        profile_id = EXCLUDED.profile_id
      WHERE cosigner_payouts.status_at IS NULL OR cosigner_payouts.status_at <= EXCLUDED.status_at`
  },
  payout: (db: Db, userId: string) => db.cosignerPayout.findUnique({ where: { userId } }),

  upsertAcceptedRequest: (db: Db, r: AcceptedMatchRequest) =>
    db.acceptedMatchRequest.upsert({ where: { requestId: r.requestId }, create: r, update: r }),
  acceptedRequest: (db: Db, requestId: string) => db.acceptedMatchRequest.findUnique({ where: { requestId } }),

  /** A cosigner's accepted requests without an open (not cancelled) contract, newest first. */
  candidates: (db: Db, cosignerId: string) =>
    db.$queryRaw<AcceptedMatchRequest[]>`SELECT r.request_id AS "requestId", r.renter_id AS "renterId",
        r.cosigner_id AS "cosignerId", r.renter_name AS "renterName", r.cosigner_name AS "cosignerName",
        r.monthly_rent_cents AS "monthlyRentCents", r.lease_duration_months AS "leaseDurationMonths",
        r.property_address AS "propertyAddress", r.move_in_date AS "moveInDate", r.accepted_at AS "acceptedAt"
      FROM accepted_match_requests r
      WHERE r.cosigner_id = ${cosignerId}::uuid
        AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.match_request_id = r.request_id AND c.status <> 'cancelled')
      ORDER BY r.accepted_at DESC, r.request_id
      LIMIT 200`,

  /** Active renters whose name or email contains `q` (admins choose one for a contract), by name. */
  renters: (db: Db, q: string | undefined, limit = 200) =>
    db.$queryRaw<PartyRow[]>`SELECT d.user_id AS "userId", d.first_name AS "firstName", d.last_name AS "lastName",
        d.email, NULL::text AS "paypalEmail", NULL::text AS "location"
      FROM directory_users d
      WHERE d.role = 'RENTER' AND d.is_active
        AND (${q ?? ''} = '' OR concat_ws(' ', d.first_name, d.last_name, d.email) ILIKE '%' || ${q ?? ''} || '%')
      ORDER BY lower(concat_ws(' ', d.first_name, d.last_name)), d.user_id
      LIMIT ${limit}`,
  /** Active cosigners with an approved profile whose name or email contains `q`, by name. */
  approvedCosigners: (db: Db, q: string | undefined, limit = 200) =>
    db.$queryRaw<PartyRow[]>`SELECT p.user_id AS "userId", d.first_name AS "firstName", d.last_name AS "lastName",
        d.email, p.paypal_email AS "paypalEmail", p.location
      FROM cosigner_payouts p LEFT JOIN directory_users d ON d.user_id = p.user_id
      WHERE p.profile_status = 'approved' AND coalesce(d.is_active, true)
        AND (${q ?? ''} = '' OR concat_ws(' ', d.first_name, d.last_name, d.email) ILIKE '%' || ${q ?? ''} || '%')
      ORDER BY lower(concat_ws(' ', d.first_name, d.last_name)), p.user_id
      LIMIT ${limit}`,
}
