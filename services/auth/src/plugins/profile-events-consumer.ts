import { eventConsumerPlugin, type TransactionRunner } from '@cosign/service-kit'
import type { Prisma } from '../generated/prisma/client.js'
import { applyProfileEvent } from '../domain/apply-profile-event.js'
import { applyPayoutEmail } from '../domain/apply-payout-email.js'
import { PROFILE_EVENTS } from '../model/profile-facts.js'

export const PROFILE_EVENTS_CONSUMER = 'auth-profile-events'

/** The consumer's transaction, plus the users whose cached copy must go once it has committed. */
interface ProfileEventsTx {
  db: Prisma.TransactionClient
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
  changed(userId: string): void
  /** Wakes the mail sender once the transaction that wrote a mail has committed. */
  mailed(): void
}

/**
 * Keeps the users' profile and credit columns in step with the matching service (cosigner_profile.*,
 * renter_profile.saved) and the documents service (credit_report.uploaded, .verified, .rejected). A new durable starts at the
 * beginning of the stream, so an existing installation catches up on what was announced before it existed.
 * The user cache is evicted only after the commit, so `/me` never re-caches the old row in between.
 */
export default eventConsumerPlugin(
  'profile-events-consumer',
  PROFILE_EVENTS_CONSUMER,
  PROFILE_EVENTS,
  {
    db: (app): TransactionRunner<ProfileEventsTx> => ({
      async $transaction(fn) {
        const changed = new Set<string>()
        let mailed = false
        const result = await app.prisma.$transaction((db) =>
          fn({
            db,
            $executeRawUnsafe: (query, ...values) => db.$executeRawUnsafe(query, ...values),
            changed: (userId) => changed.add(userId),
            mailed: () => (mailed = true),
          }),
        )
        for (const userId of changed) app.users.changed(userId)
        if (mailed) app.deps.kickMail()
        return result
      },
    }),
    handle: (app) => async (event, tx) => {
      const outcome = await applyProfileEvent(tx.db, event)
      // A changed PayPal payout email resets its confirmation and mails a new link (issue 27).
      const payout = await applyPayoutEmail(app.deps, tx.db, event)
      if (payout.result !== 'none') tx.changed(payout.userId)
      if (payout.result === 'mailed') tx.mailed()
      if (outcome.result === 'changed') tx.changed(outcome.userId)
      else if (outcome.result === 'malformed')
        app.log.warn({ eventId: event.id, type: event.type }, 'malformed profile event skipped')
      else if (outcome.result === 'unknown_user')
        app.log.warn(
          { eventId: event.id, type: event.type, userId: outcome.userId },
          'profile event for an unknown user skipped',
        )
    },
  },
  ['user-cache', 'deps'],
)
