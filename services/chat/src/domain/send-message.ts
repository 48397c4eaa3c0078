import { randomUUID } from 'node:crypto'
import { chatMessageError, type ChatMessageDto, type SendMessageRequest } from '@cosign/contracts'
import { conversationRepository } from '../repositories/conversation-repository.js'
import { messageRepository } from '../repositories/message-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { conversationOf, otherPartyOf } from './access.js'
import { displayNameOf, toMessageDto } from './chat-dto.js'
import type { Deps, Viewer } from './deps.js'
import { contractNotShared, invalidMessage, rateLimited } from './errors.js'

/**
 * POST /conversations/:id/messages: one of the two people writes (trimmed, non-blank, at most 4,000 characters;
 * a contract id must be a contract between the same two). Counted against the sender's per-minute limit. The
 * seq is taken and the message stored in one transaction; after the commit both people's sockets get it.
 */
export async function sendMessage(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  input: SendMessageRequest,
): Promise<ChatMessageDto> {
  const { prisma } = deps
  // The sender's name rides on the push (the recipient's toast names them); read alongside the access check.
  const [{ conversation, role }, sender] = await Promise.all([
    conversationOf(prisma, viewer, conversationId),
    readModelRepository.user(prisma, viewer.id.toLowerCase()),
  ])
  const invalid = chatMessageError(input.message)
  if (invalid) throw invalidMessage(invalid)
  const contractId = input.contractId?.toLowerCase() ?? null
  if (contractId) {
    const contract = await readModelRepository.contract(prisma, contractId)
    if (!contract || contract.renterId !== conversation.renterId || contract.cosignerId !== conversation.cosignerId)
      throw contractNotShared()
  }
  if (!(await deps.rateLimit.allow(viewer.id.toLowerCase()))) throw rateLimited()

  const now = new Date()
  const stored = await prisma.$transaction(async (tx) => {
    const seq = await conversationRepository.nextSeq(tx, conversation.id, role, now)
    return messageRepository.create(tx, {
      id: randomUUID(),
      conversationId: conversation.id,
      seq,
      senderId: viewer.id.toLowerCase(),
      receiverId: otherPartyOf(conversation, role),
      contractId,
      message: input.message.trim(),
      createdAt: now,
    })
  })
  const message = toMessageDto(stored)
  const senderName = displayNameOf(sender, role)
  for (const userId of [conversation.renterId, conversation.cosignerId])
    deps.publish(userId, { type: 'chat.message', conversationId: conversation.id, message, senderName })
  return message
}
