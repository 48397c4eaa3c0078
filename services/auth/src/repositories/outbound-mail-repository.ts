import type { Db } from './db.js'

/** A message as the sender sends it. */
export interface ClaimedMail {
  id: string
  idempotencyKey: string
  toAddress: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  attempts: number
}

export interface NewMail {
  /** One cause, one email: a second row with the same key is skipped. */
  idempotencyKey: string
  kind: string
  toAddress: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

/** The mail outbox (see schema.prisma `OutboundMail`). */
export const outboundMailRepository = {
  /** Writes the email in the caller's transaction; false when the same cause already wrote one. */
  add: async (db: Db, mail: NewMail): Promise<boolean> =>
    (await db.outboundMail.createMany({ data: [{ ...mail, headers: mail.headers ?? {} }], skipDuplicates: true }))
      .count === 1,

  /**
   * Claims up to `limit` due messages for `leaseMs`: their due time moves past the lease and their attempt count
   * goes up, in one statement whose SKIP LOCKED keeps two instances from claiming the same row. A sender that
   * dies mid-send leaves the row to be claimed again once the lease ends.
   */
  claimDue: (db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]> =>
    db.$queryRaw<ClaimedMail[]>`
      UPDATE outbound_mails SET attempts = attempts + 1,
        next_attempt_at = ${now}::timestamptz + make_interval(secs => ${leaseMs / 1000})
      WHERE id IN (
        SELECT id FROM outbound_mails
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${now}::timestamptz
        ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, idempotency_key AS "idempotencyKey", to_address AS "toAddress", subject, text, html, headers, attempts`,

  /** Sent: the body is cleared (it may hold a single-use link) and the row kept as the record of the send. */
  markSent: (db: Db, id: string, now: Date) =>
    db.outboundMail.update({ where: { id }, data: { sentAt: now, text: '', html: '', lastError: null } }),

  /** Failed attempt: due again at `retryAt`, or given up (`failedAt`) after the last attempt. */
  markAttemptFailed: (db: Db, id: string, error: string, retryAt: Date | null, now: Date) =>
    db.outboundMail.update({
      where: { id },
      data: retryAt ? { nextAttemptAt: retryAt, lastError: error } : { failedAt: now, lastError: error },
    }),

  /** The earliest due time of an unsent message (the sender's next wake-up), or null. */
  nextDue: async (db: Db): Promise<Date | null> =>
    (
      await db.outboundMail.findFirst({
        where: { sentAt: null, failedAt: null },
        orderBy: { nextAttemptAt: 'asc' },
        select: { nextAttemptAt: true },
      })
    )?.nextAttemptAt ?? null,
}
