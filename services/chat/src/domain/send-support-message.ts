import { randomUUID } from 'node:crypto'
import { type SendSupportMessageRequest, type SendSupportMessageResponse } from '@cosign/api'
import { inTransaction, type AdminAlert, type SupportMessage } from '../repositories/db.js'
import { supportRepository } from '../repositories/support-repository.js'
import { toSupportMessageDto } from '../model/support-dto.js'
import { toAdminAlertDto } from '../model/admin-alert-dto.js'
import { assertChatMessage, isUniqueViolation, messageIdTaken, rateLimited } from '../model/errors.js'
import type { SupportDeps, Viewer } from './deps.js'
import { raiseSupportAlert } from './raise-support-alert.js'

/** Attempts when a concurrent first message or a close gets in between (each retry sees what the other did). */
const ATTEMPTS = 3

/**
 * POST /support/messages: a renter or cosigner writes to the support team. The message goes to their open
 * conversation, or opens one (one open per user: a concurrent first message joins the one the other opened; a
 * conversation closed meanwhile is replaced by a new one). Counted against the chat's per-minute limit.
 * Idempotent by the client's message id. After the commit the user's other tabs and every admin's queue hear of it.
 */
export async function sendSupportMessage(
  deps: SupportDeps,
  viewer: Viewer,
  input: SendSupportMessageRequest,
): Promise<SendSupportMessageResponse> {
  const userId = viewer.id.toLowerCase()
  assertChatMessage(input.message)
  const id = input.id?.toLowerCase() ?? randomUUID()
  const stored = async (): Promise<SendSupportMessageResponse | null> => {
    const found = input.id ? await supportRepository.findMessage(deps.prisma, id) : null
    if (!found) return null
    if (found.conversation.userId !== userId || found.fromSupport) throw messageIdTaken()
    return { conversationId: found.conversationId, message: toSupportMessageDto(found) }
  }
  if (!(await deps.rateLimit.allow(userId))) {
    const retried = await stored()
    if (retried) return retried
    throw rateLimited()
  }

  let sent: SupportMessage | null = null
  // The admin alert of a conversation this message opened.
  let alert: AdminAlert | null = null
  for (let attempt = 1; !sent; attempt++) {
    try {
      const result = await inTransaction(deps.prisma, async (tx) => {
        const now = new Date()
        const text = input.message.trim()
        const held = await supportRepository.findOpenForUser(tx, userId)
        const open =
          held ?? (await supportRepository.create(tx, { id: randomUUID(), userId, visitorEmail: null, channel: 'chat', createdAt: now }))
        const stored = await supportRepository.append(tx, open.id, { id, senderId: userId, fromSupport: false, message: text, createdAt: now })
        return { sent: stored, alert: held || !stored ? null : await raiseSupportAlert(tx, open, text) }
      })
      sent = result.sent
      alert = result.alert
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
      // The message id is stored already (a retry), or another request opened the user's conversation first.
      const retried = await stored()
      if (retried) return retried
      if (attempt >= ATTEMPTS) throw err
    }
    if (!sent && attempt >= ATTEMPTS) throw new Error('support message could not be stored')
  }
  const message = toSupportMessageDto(sent)
  deps.publish(userId, { type: 'support.message', conversationId: sent.conversationId, message })
  deps.publishToAdmins({ type: 'support.queue_changed', conversationId: sent.conversationId })
  if (alert) deps.publishToAdmins({ type: 'admin_alert.created', alert: toAdminAlertDto(alert) })
  return { conversationId: sent.conversationId, message }
}
