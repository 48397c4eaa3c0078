import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { CHAT_MESSAGES, type ChatMessageDto, type ChatMessagePush, type ChatReadPush, type ConversationDto } from '@cosign/api'
import { realtimeBus, subscribeRealtime, useServerData } from '@cosign/ui'
import { chatApi } from './chat-api.js'
import { isRetryableSend, lastSeq, leavesGap, mergeMessages, newMessageId, SEND_RETRY_DELAYS_MS, unreadToMark } from './thread-state.js'

export type ThreadStatus = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready' }

export interface ChatThread {
  status: ThreadStatus
  messages: ChatMessageDto[]
  hasOlder: boolean
  otherReadSeq: number
  loadOlder: () => Promise<void>
  reload: () => void
  /** Sends; resolves once stored (the message is then on screen), rejects with the server's refusal. */
  send: (text: string, contractId?: string) => Promise<void>
}

/**
 * One conversation kept live: the newest page on open, `chat.message` pushes merged in (a gap in seq, or a
 * socket reconnect, fetches everything `after` the last message held), `chat.read` pushes for the receipt, and
 * the thread marked read while it is shown and the page visible.
 */
export function useChatThread(conversation: ConversationDto, myId: string): ChatThread {
  const id = conversation.id
  // The newest page (cached: a thread opened again shows it at once, and reads it again).
  const newest = useServerData(['chat.messages', id], (signal) => chatApi.messages(id, {}, signal), {
    errorFallback: CHAT_MESSAGES.loadMessagesFailed,
  })
  const [messages, setMessages] = useState<ChatMessageDto[]>([])
  const [hasOlder, setHasOlder] = useState(false)
  const [otherReadSeq, setOtherReadSeq] = useState(conversation.otherReadSeq)
  const held = useRef<ChatMessageDto[]>([])
  const olderLoaded = useRef(false)
  const myReadSeq = useRef(conversation.myReadSeq)
  const catchingUp = useRef<Promise<void> | null>(null)

  const apply = useCallback((incoming: ChatMessageDto[]) => {
    held.current = mergeMessages(held.current, incoming)
    setMessages(held.current)
  }, [])

  /** Everything after the last message held, page by page (one run at a time). */
  const catchUp = useCallback(() => {
    catchingUp.current ??= (async () => {
      try {
        for (;;) {
          const page = await chatApi.messages(id, { after: lastSeq(held.current), limit: 100 })
          apply(page.items)
          setOtherReadSeq((seq) => Math.max(seq, page.otherReadSeq))
          if (!page.hasMore || page.items.length === 0) break
        }
      } catch {
        // the next push or reconnect tries again
      } finally {
        catchingUp.current = null
      }
    })()
    return catchingUp.current
  }, [id, apply])

  // Another conversation starts empty.
  useLayoutEffect(() => {
    held.current = []
    olderLoaded.current = false
    setMessages([])
  }, [id])

  // Each read of the newest page is merged in; one that does not join what is held (more was written since
  // the cached copy than a page holds) replaces it.
  const page = newest.status === 'ready' ? newest.data : null
  useLayoutEffect(() => {
    if (!page) return
    const first = page.items[0]
    if (first && held.current.length > 0 && first.seq > lastSeq(held.current) + 1) {
      held.current = []
      olderLoaded.current = false
    }
    apply(page.items)
    if (!olderLoaded.current) setHasOlder(page.hasMore)
    setOtherReadSeq((seq) => Math.max(seq, page.otherReadSeq))
  }, [page, apply])

  useEffect(() => {
    const offMessage = subscribeRealtime('chat.message', (push) => {
      const { conversationId, message } = push as unknown as ChatMessagePush
      if (conversationId !== id) return
      const gap = leavesGap(held.current, message)
      apply([message])
      if (gap) void catchUp()
    })
    const offRead = subscribeRealtime('chat.read', (push) => {
      const { conversationId, readerId, readSeq } = push as unknown as ChatReadPush
      if (conversationId !== id) return
      if (readerId === myId) myReadSeq.current = Math.max(myReadSeq.current, readSeq)
      else setOtherReadSeq((seq) => Math.max(seq, readSeq))
    })
    const offReconnect = realtimeBus.onReconnect(() => void catchUp())
    return () => {
      offMessage()
      offRead()
      offReconnect()
    }
  }, [id, myId, apply, catchUp])

  // Mark read what is shown, while the page is visible (and again when it becomes visible).
  useEffect(() => {
    function markRead() {
      if (document.visibilityState !== 'visible') return
      const target = unreadToMark(held.current, myId, myReadSeq.current)
      if (!target) return
      myReadSeq.current = target.seq
      chatApi.markRead(id, target.id).catch(() => undefined)
    }
    markRead()
    document.addEventListener('visibilitychange', markRead)
    return () => document.removeEventListener('visibilitychange', markRead)
  }, [id, myId, messages])

  const loadOlder = useCallback(async () => {
    const first = held.current[0]
    if (!first) return
    const older = await chatApi.messages(id, { before: first.seq })
    olderLoaded.current = true
    apply(older.items)
    setHasOlder(older.hasMore)
  }, [id, apply])

  const send = useCallback(
    async (text: string, contractId?: string) => {
      // One id for every attempt: a retry after a lost answer (the instance went away) is stored once.
      const body = { message: text, id: newMessageId(), ...(contractId ? { contractId } : {}) }
      let message: ChatMessageDto | undefined
      for (let attempt = 0; !message; attempt++) {
        try {
          message = (await chatApi.send(id, body)).message
        } catch (error) {
          if (attempt >= SEND_RETRY_DELAYS_MS.length || !isRetryableSend(error)) throw error
          await new Promise((resolve) => setTimeout(resolve, SEND_RETRY_DELAYS_MS[attempt]))
        }
      }
      const gap = leavesGap(held.current, message)
      apply([message])
      if (gap) void catchUp()
    },
    [id, apply, catchUp],
  )

  const status: ThreadStatus =
    newest.status === 'ready'
      ? { state: 'ready' }
      : newest.status === 'error'
        ? { state: 'error', message: newest.message }
        : { state: 'loading' }
  return { status, messages, hasOlder, otherReadSeq, loadOlder, reload: () => void newest.reload(), send }
}
