// The chat screens' calls (chat service, /api/chat/conversations...). Screens call these, never fetch themselves;
// live messages arrive as `chat.message` / `chat.read` pushes on the realtime bus.
import {
  chatEndpoints,
  type ChatMessagePush,
  type ChatSendFrame,
  type ChatSendRefusedPush,
  type ChatSentPush,
  type ListMessagesQuery,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@cosign/api'
// Also the subpath `@cosign/features/chat/api` (the shell's unread badge, without the screens): `api` comes from
// @cosign/ui's root, the front ends' shared singleton, so its session serves these calls everywhere.
import { api, ApiError, realtimeBus } from '@cosign/ui'

/** How long a message sent on the socket waits for its answer before it is sent again over HTTP (same id). */
export const SOCKET_SEND_WAIT_MS = 5000

/**
 * Sends on the realtime socket (chat.send): the stored message, a refusal as the ApiError the POST would have
 * thrown, or null when there is no open socket or no answer came in time (the caller then POSTs: the message id
 * makes that idempotent, so a frame that did arrive is not stored twice).
 */
function sendOnSocket(frame: ChatSendFrame, waitMs = SOCKET_SEND_WAIT_MS): Promise<SendMessageResponse | null> {
  return new Promise((resolve, reject) => {
    let settled = false
    const settle = (run: () => void) => {
      if (settled) return
      settled = true
      offPushed()
      offSent()
      offRefused()
      clearTimeout(timer)
      run()
    }
    // The answer: the message's push (its id is the frame's), or chat.sent for a frame stored before (a re-send).
    const offPushed = realtimeBus.subscribe('chat.message', (push) => {
      const pushed = push as unknown as ChatMessagePush
      if (pushed.message?.id === frame.id) settle(() => resolve({ message: pushed.message }))
    })
    const offSent = realtimeBus.subscribe('chat.sent', (push) => {
      const sent = push as unknown as ChatSentPush
      if (sent.id === frame.id) settle(() => resolve({ message: sent.message }))
    })
    const offRefused = realtimeBus.subscribe('chat.send_refused', (push) => {
      const refused = push as unknown as ChatSendRefusedPush
      if (refused.id === frame.id)
        settle(() => reject(new ApiError(refused.status, refused.error.code, refused.error.message)))
    })
    const timer = setTimeout(() => settle(() => resolve(null)), waitMs)
    if (!realtimeBus.send({ ...frame })) settle(() => resolve(null))
  })
}

export const chatApi = {
  conversations: (signal?: AbortSignal) => api.call(chatEndpoints.listConversations, {}, { signal }),
  /** Unread messages over all the user's conversations (the Chat tab's badge). */
  unread: (signal?: AbortSignal) => api.call(chatEndpoints.countUnreadMessages, {}, { signal }),
  /** The conversation of a contract's two parties (404 for anyone else). */
  byContract: (contractId: string, signal?: AbortSignal) =>
    api.call(chatEndpoints.getContractConversation, { params: { contractId } }, { signal }),
  /** Ascending by seq: `after` for what was missed, `before` for older history, neither for the newest page. */
  messages: (conversationId: string, query: ListMessagesQuery = {}, signal?: AbortSignal) =>
    api.call(chatEndpoints.listMessages, { params: { id: conversationId }, query }, { signal }),
  /**
   * On the open realtime socket when there is one (no HTTP round trip per message), else, or when its answer does
   * not come, POST. A body with an `id` is stored once whichever way (and however often) it goes.
   */
  send: async (conversationId: string, body: SendMessageRequest) => {
    if (body.id) {
      const frame: ChatSendFrame = { type: 'chat.send', conversationId, id: body.id, message: body.message, contractId: body.contractId }
      const sent = await sendOnSocket(frame)
      if (sent) return sent
    }
    return api.call(chatEndpoints.sendMessage, { params: { id: conversationId }, body })
  },
  /** The caller has read up to and including this message. */
  markRead: (conversationId: string, messageId: string) =>
    api.call(chatEndpoints.markConversationRead, { params: { id: conversationId }, body: { messageId } }),
}
