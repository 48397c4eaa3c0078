// Pure rules of the chat alerts: when a pushed message refreshes the Chat tab's count or shows a toast, and
// what the toast says.
import { CHAT_THREAD_ATTRIBUTE, type ChatMessagePush } from '@cosign/api'

/** Longest preview of a message in a toast, in characters. */
export const PREVIEW_MAX = 80

/** A bus message as a `chat.message` push, or null when it is not one. */
export function asChatMessagePush(envelope: { type: string; [key: string]: unknown }): ChatMessagePush | null {
  const push = envelope as Partial<ChatMessagePush>
  const message = push.message as Partial<ChatMessagePush['message']> | undefined
  if (
    push.type !== 'chat.message' ||
    typeof push.conversationId !== 'string' ||
    typeof message?.senderId !== 'string' ||
    typeof message.message !== 'string'
  )
    return null
  return envelope as unknown as ChatMessagePush
}

/**
 * What a pushed message does. A toast: only for a message from the other person, and not while its thread is
 * on screen. The count: read again, except for someone else's message in the open thread (that thread marks it
 * read, and the `chat.read` push that follows refreshes the count, so the badge does not flicker).
 */
export function reactionTo(push: ChatMessagePush, myId: string, threadOpen: boolean): { refresh: boolean; toast: boolean } {
  const mine = push.message.senderId.toLowerCase() === myId.toLowerCase()
  return { refresh: mine || !threadOpen, toast: !mine && !threadOpen }
}

/** Finds a conversation's thread on screen (the chat screen and the ledger's Chat tab mark theirs). */
export function threadSelector(conversationId: string): string {
  return `[${CHAT_THREAD_ATTRIBUTE}="${conversationId.replace(/["\\]/g, '\\$&')}"]`
}

/** One line of at most `max` characters (white space collapsed, an ellipsis when cut). */
export function messagePreview(text: string, max = PREVIEW_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`
}

/** Where a conversation opens: the /chat screen with it chosen. */
export function conversationPath(conversationId: string): string {
  return `/chat?conversation=${encodeURIComponent(conversationId)}`
}

/** The toast of a new message: who wrote, a preview (plain text), and a link to the conversation. */
export function messageToast(push: ChatMessagePush): {
  title: string
  description: string
  action: { label: string; href: string }
} {
  const sender = push.senderName?.trim()
  return {
    title: sender ? `New message from ${sender}` : 'New message',
    description: messagePreview(push.message.message),
    action: { label: 'Open conversation', href: conversationPath(push.conversationId) },
  }
}
