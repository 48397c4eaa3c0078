import { useEffect } from 'react'
import { CHAT_MESSAGES } from '@cosign/api'
import { realtimeBus, subscribeRealtime, useServerData } from '@cosign/ui'
import { chatApi } from './chat-api.js'

/**
 * The user's conversations, read again after every chat push and socket reconnect (last message, unread counts
 * and order come from the server; one read at a time, one more if pushes arrived meanwhile). A failed read
 * keeps the list on screen.
 */
export function useConversations() {
  const list = useServerData(
    'chat.conversations',
    async (signal) => (await chatApi.conversations(signal)).items,
    { errorFallback: CHAT_MESSAGES.loadFailed },
  )
  const { reload } = list

  useEffect(() => {
    const offs = [
      subscribeRealtime('chat.message', () => void reload()),
      subscribeRealtime('chat.read', () => void reload()),
      realtimeBus.onReconnect(() => void reload()),
    ]
    return () => offs.forEach((off) => off())
  }, [reload])

  return list
}
