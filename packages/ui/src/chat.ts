// The chat screens' calls (chat service, /api/chat/conversations...). Screens call these, never fetch themselves;
// live messages arrive as `chat.message` / `chat.read` pushes on the realtime bus.
import type {
  ChatUnreadResponse,
  ConversationListResponse,
  ConversationResponse,
  ListMessagesQuery,
  MarkConversationReadResponse,
  MessageListResponse,
  SendMessageRequest,
  SendMessageResponse,
} from '@cosign/api'
// A subpath of @cosign/ui (not in the root index, which every page loads): `api` comes from the root, so the
// front ends' shared singleton (and its session) serves these calls too.
import { api } from '@cosign/ui'

const conversationPath = (id: string) => `/chat/conversations/${encodeURIComponent(id)}`

export const chatApi = {
  conversations: (signal?: AbortSignal) => api.get<ConversationListResponse>('/chat/conversations', { signal }),
  /** Unread messages over all the user's conversations (the Chat tab's badge). */
  unread: (signal?: AbortSignal) => api.get<ChatUnreadResponse>('/chat/conversations/unread', { signal }),
  /** The conversation of a contract's two parties (404 for anyone else). */
  byContract: (contractId: string, signal?: AbortSignal) =>
    api.get<ConversationResponse>(`/chat/conversations/by-contract/${encodeURIComponent(contractId)}`, { signal }),
  /** Ascending by seq: `after` for what was missed, `before` for older history, neither for the newest page. */
  messages: (conversationId: string, query: ListMessagesQuery = {}, signal?: AbortSignal) =>
    api.get<MessageListResponse>(`${conversationPath(conversationId)}/messages`, { query, signal }),
  send: (conversationId: string, body: SendMessageRequest) =>
    api.post<SendMessageResponse>(`${conversationPath(conversationId)}/messages`, body),
  /** The caller has read up to and including this message. */
  markRead: (conversationId: string, messageId: string) =>
    api.post<MarkConversationReadResponse>(`${conversationPath(conversationId)}/read`, { messageId }),
}
