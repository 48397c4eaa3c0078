import { expect, type APIRequestContext } from '@playwright/test'
import type { ChatMessageDto, ConversationDto, ConversationListResponse } from '@cosign/api'
import { auth, type Account } from './helpers.js'

// The chat specs' API steps: the person the test does not watch acts through the API.

/** The account's one conversation, once the chat service has opened it from the events (asynchronously). */
export async function conversationOf(request: APIRequestContext, account: Account): Promise<ConversationDto> {
  let conversation: ConversationDto | undefined
  await expect(async () => {
    const res = await request.get('/api/chat/conversations', { headers: auth(account.token) })
    expect(res.status()).toBe(200)
    const { items } = (await res.json()) as ConversationListResponse
    expect(items).toHaveLength(1)
    conversation = items[0]
  }).toPass({ timeout: 20_000 })
  return conversation!
}

/** Sends a message through the chat API (the other person's browser is what the test watches). */
export async function sendByApi(
  request: APIRequestContext,
  from: Account,
  conversationId: string,
  message: string,
  contractId?: string,
): Promise<ChatMessageDto> {
  const res = await request.post(`/api/chat/conversations/${conversationId}/messages`, {
    headers: auth(from.token),
    data: { message, ...(contractId ? { contractId } : {}) },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { message: ChatMessageDto }).message
}
