import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_MESSAGES, type ConversationDto } from '@cosign/api'
import { errorMessage, realtimeBus, subscribeRealtime } from '@cosign/ui'
import { chatApi } from '@cosign/ui/chat'

export type ConversationsState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; items: ConversationDto[] }

/**
 * The user's conversations, read again after every chat push and socket reconnect (last message, unread counts
 * and order come from the server; one read at a time, one more if pushes arrived meanwhile).
 */
export function useConversations(): { list: ConversationsState; reload: () => void } {
  const [list, setList] = useState<ConversationsState>({ state: 'loading' })
  const running = useRef(false)
  const again = useRef(false)

  const reload = useCallback(async () => {
    if (running.current) {
      again.current = true
      return
    }
    running.current = true
    try {
      do {
        again.current = false
        try {
          const { items } = await chatApi.conversations()
          setList({ state: 'ready', items })
        } catch (error) {
          setList((current) =>
            current.state === 'ready' ? current : { state: 'error', message: errorMessage(error, CHAT_MESSAGES.loadFailed) },
          )
        }
      } while (again.current)
    } finally {
      running.current = false
    }
  }, [])

  useEffect(() => {
    void reload()
    const offs = [
      subscribeRealtime('chat.message', () => void reload()),
      subscribeRealtime('chat.read', () => void reload()),
      realtimeBus.onReconnect(() => void reload()),
    ]
    return () => offs.forEach((off) => off())
  }, [reload])

  return {
    list,
    reload: () => {
      setList({ state: 'loading' })
      void reload()
    },
  }
}
