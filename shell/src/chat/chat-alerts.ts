// Chat alerts anywhere in the app (run by the tab bar, a lazy chunk loaded once a renter or cosigner is signed
// in): keep the Chat tab's unread count current and toast a new message unless its thread is on screen.
import { realtimeBus, subscribeRealtime, toast } from '@cosign/ui'
import { isPlainClick, navigate } from '../routing/router.js'
import { asChatMessagePush, messageToast, reactionTo, threadSelector } from './chat-alerts-state.js'
import { chatUnread } from './chat-unread.js'

/** Starts the alerts for the signed-in user; returns the function that stops them (sign-out). */
export function startChatAlerts(myId: string): () => void {
  const refresh = () => void chatUnread.refresh()
  refresh()
  const offs = [
    subscribeRealtime('chat.message', (envelope) => {
      const push = asChatMessagePush(envelope)
      if (!push) return
      const shown = document.querySelector(threadSelector(push.conversationId)) !== null
      const reaction = reactionTo(push, myId, shown)
      if (reaction.refresh) refresh()
      if (!reaction.toast) return
      const content = messageToast(push)
      toast({
        ...content,
        variant: 'info',
        action: {
          ...content.action,
          // In-app navigation, as the shell's links do; a modified click keeps the browser's behaviour.
          onClick: (event) => {
            if (!isPlainClick(event)) return
            event.preventDefault()
            navigate(content.action.href)
          },
        },
      })
    }),
    subscribeRealtime('chat.read', refresh),
    // Pushes sent while the socket was down were missed: the server's count covers them.
    realtimeBus.onReconnect(refresh),
  ]
  return () => {
    for (const off of offs) off()
    chatUnread.reset()
  }
}
