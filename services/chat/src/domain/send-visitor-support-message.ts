import { randomUUID } from 'node:crypto'
import { type VisitorSupportMessageRequest, type VisitorSupportMessageResponse } from '@cosign/api'
import { inTransaction } from '../repositories/db.js'
import { supportRepository } from '../repositories/support-repository.js'
import { assertChatMessage } from '../model/errors.js'
import { toAdminAlertDto } from '../model/admin-alert-dto.js'
import { visitorThrottled } from '../model/support-errors.js'
import type { Deps } from './deps.js'
import { raiseSupportAlert } from './raise-support-alert.js'

/**
 * POST /support/visitor-messages: a signed-out visitor leaves a question and the email address to answer at. It
 * is stored as a conversation of its own (channel 'email') in the admins' queue; answering goes by email, which
 * the mail component will send (docs/decisions.md). Throttled per address and per network address (hourly).
 */
export async function sendVisitorSupportMessage(
  deps: Pick<Deps, 'prisma' | 'publishToAdmins' | 'visitorEmailLimit' | 'visitorIpLimit'>,
  input: VisitorSupportMessageRequest,
  ip: string,
): Promise<VisitorSupportMessageResponse> {
  assertChatMessage(input.message)
  const email = input.email.trim().toLowerCase()
  // Both counters count every attempt, so one busy address cannot hide behind many emails, nor the reverse.
  const [byEmail, byIp] = await Promise.all([deps.visitorEmailLimit.allow(email), deps.visitorIpLimit.allow(ip)])
  if (!byEmail || !byIp) throw visitorThrottled()
  const text = input.message.trim()
  const { conversation, alert } = await inTransaction(deps.prisma, async (tx) => {
    const now = new Date()
    const created = await supportRepository.create(tx, { id: randomUUID(), userId: null, visitorEmail: email, channel: 'email', createdAt: now })
    await supportRepository.append(tx, created.id, { id: randomUUID(), senderId: null, fromSupport: false, message: text, createdAt: now })
    return { conversation: created, alert: await raiseSupportAlert(tx, created, text) }
  })
  deps.publishToAdmins({ type: 'support.queue_changed', conversationId: conversation.id })
  if (alert) deps.publishToAdmins({ type: 'admin_alert.created', alert: toAdminAlertDto(alert) })
  return { id: conversation.id, message: `Thank you. We have your message and will answer by email at ${email}.` }
}
