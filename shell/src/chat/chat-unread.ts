import { chatApi } from '@cosign/features/chat/api'
import { createUnreadCounter } from './unread-counter.js'

/** The signed-in user's unread chat messages: the Chat tab's badge. */
export const chatUnread = createUnreadCounter(async () => (await chatApi.unread()).unreadCount)
