import { randomUUID } from 'node:crypto'
import { type ChatMessageDto, type SendMessageRequest } from '@cosign/api'
import type { ChatMessage, ChatUser } from '../repositories/db.js'
import { messageRepository } from '../repositories/message-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { conversationRepository } from '../repositories/conversation-repository.js'
import { asParty, otherPartyOf } from '../model/conversation-roles.js'
import { displayNameOf, toMessageDto } from '../model/chat-dto.js'
import type { Deps, Viewer } from './deps.js'
import { contractNotShared, assertChatMessage, isUniqueViolation, messageIdTaken, rateLimited } from '../model/errors.js'

/**
 * POST /conversations/:id/messages: one of the two people writes (trimmed, non-blank, at most 4,000 characters;
 * a contract id must be a contract between the same two). Counted against the sender's per-minute limit. The
 * seq is taken and the message stored in one statement; after the commit both people's sockets get it (each
 * instance hands pushes to its sockets in seq order: plugins/push-order.ts).
 * Idempotent by the client's message id: a retry (the answer was lost with an instance) finds the message stored
 * the first time, answers it and pushes it again (in case the first instance went before pushing; an instance
 * that already handed it over drops the repeat).
 */
/** The stored message; `repeated`: it was stored by an earlier attempt with the same id (this one is a retry). */
export interface SentMessage {
  message: ChatMessageDto
  repeated: boolean
}

export async function sendMessage(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  input: SendMessageRequest,
): Promise<SentMessage> {
  const { prisma } = deps
  const senderId = viewer.id.toLowerCase()
  // The hot path: the parties from memory, then one statement that stores the message and reads the sender's
  // name (the push carries it: the recipient's toast names them). Retries and races read the name on their own.
  const { conversation, role } = asParty(
    await conversationRepository.partiesOf(prisma, conversationId.toLowerCase()),
    viewer.id,
  )
  const id = input.id?.toLowerCase() ?? randomUUID()
  const push = (stored: ChatMessage, sender: Pick<ChatUser, 'firstName' | 'lastName'> | null, repeated = false) => {
    const message = toMessageDto(stored)
    const senderName = displayNameOf(sender, role)
    // Both people's sockets: one frame, serialised once.
    deps.publish([conversation.renterId, conversation.cosignerId], { type: 'chat.message', conversationId: conversation.id, message, senderName })
    return { message, repeated }
  }
  const senderOf = () => readModelRepository.user(prisma, senderId)
  const already = async () => {
    const stored = input.id ? await messageRepository.findById(prisma, id) : null
    if (stored && (stored.conversationId !== conversation.id || stored.senderId !== senderId)) throw messageIdTaken()
    return stored
  }
  // A retry is found by its id when the insert below collides with the first attempt's row (or, for one over the
  // rate limit, before refusing): the common case, a new message, costs no lookup.
  assertChatMessage(input.message)
  const contractId = input.contractId?.toLowerCase() ?? null
  if (contractId) {
    const contract = await readModelRepository.contract(prisma, contractId)
    if (!contract || contract.renterId !== conversation.renterId || contract.cosignerId !== conversation.cosignerId)
      throw contractNotShared()
  }
  if (!(await deps.rateLimit.allow(senderId))) {
    const retried = await already()
    if (retried) return push(retried, await senderOf(), true)
    throw rateLimited()
  }

  let stored: ChatMessage
  let sender: Pick<ChatUser, 'firstName' | 'lastName'> | null
  let repeated = false
  try {
    const appended = await deps.appendMessage({
      id,
      conversationId: conversation.id,
      senderRole: role,
      senderId,
      receiverId: otherPartyOf(conversation, role),
      contractId,
      message: input.message.trim(),
      createdAt: new Date(),
    })
    const { senderFirstName, senderLastName, ...row } = appended
    stored = row
    sender = senderFirstName === null && senderLastName === null ? null : { firstName: senderFirstName ?? '', lastName: senderLastName ?? '' }
  } catch (err) {
    // The id is taken: a retry of a stored message, or the same id sent twice at once (the first insert won; the
    // statement as a whole, seq included, did not happen for this one). Answer what was stored.
    const first = isUniqueViolation(err) ? await already() : null
    if (!first) throw err
    stored = first
    sender = await senderOf()
    repeated = true
  }
  return push(stored, sender, repeated)
}
