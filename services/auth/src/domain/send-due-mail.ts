import { createHash } from 'node:crypto'
import { outboundMailRepository, type ClaimedMail } from '../repositories/outbound-mail-repository.js'
import { MAIL_CLAIM_LEASE_MS, MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from '../model/mail-retry.js'
import type { Deps } from './deps.js'

const BATCH = 10

/** A stable Message-ID per cause: a message sent again after a crash is recognisably the same one. */
export const messageIdFor = (idempotencyKey: string, fromDomain: string) =>
  `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${fromDomain}>`

/**
 * The mail sender's pass: claims due messages (SKIP LOCKED, with a lease, so instances never send the same
 * row at once), sends each over SMTP and records the outcome. A failed send is due again after a growing pause
 * (model/mail-retry.ts) and given up after MAIL_MAX_ATTEMPTS. Returns how many were sent.
 */
export async function sendDueMail(
  deps: Pick<Deps, 'prisma' | 'mailer' | 'now' | 'log'>,
  fromDomain: string,
): Promise<number> {
  const { prisma } = deps
  let sent = 0
  for (;;) {
    const claimed = await outboundMailRepository.claimDue(prisma, deps.now(), MAIL_CLAIM_LEASE_MS, BATCH)
    for (const mail of claimed) if (await sendOne(deps, mail, fromDomain)) sent += 1
    if (claimed.length < BATCH) return sent
  }
}

async function sendOne(deps: Pick<Deps, 'prisma' | 'mailer' | 'now' | 'log'>, mail: ClaimedMail, fromDomain: string) {
  try {
    await deps.mailer.send({
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: messageIdFor(mail.idempotencyKey, fromDomain),
    })
  } catch (err) {
    const now = deps.now()
    const retryAt = mail.attempts >= MAIL_MAX_ATTEMPTS ? null : new Date(now.getTime() + mailRetryDelayMs(mail.attempts))
    const reason = err instanceof Error ? err.message.slice(0, 500) : String(err)
    deps.log.warn({ mailId: mail.id, attempts: mail.attempts, retryAt, reason }, retryAt ? 'mail send failed, will retry' : 'mail send failed, giving up')
    await outboundMailRepository.markAttemptFailed(deps.prisma, mail.id, reason, retryAt, now)
    return false
  }
  await outboundMailRepository.markSent(deps.prisma, mail.id, deps.now())
  return true
}
