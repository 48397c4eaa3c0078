// The chat screens' reads besides the conversation list (use-conversations.ts) and a thread (use-chat-thread.ts).
import { CHAT_MESSAGES, type ContractSummaryDto, type ConversationDto } from '@cosign/api'
import { useServerData } from '@cosign/ui'
import { useContractSummaries } from '../contract/index.js'
import { chatApi } from './chat-api.js'

export type ContractConversation =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; conversation: ConversationDto }

/** The conversation of a contract's parties (GET by contract id), when the page was opened for a contract. */
export function useContractConversation(contractId: string): ContractConversation {
  const conversation = useServerData(
    contractId ? ['chat.byContract', contractId] : null,
    async (signal) => (await chatApi.byContract(contractId, signal)).conversation,
    { errorFallback: CHAT_MESSAGES.loadMessagesFailed },
  )
  if (conversation.status === 'idle') return { state: 'none' }
  if (conversation.status === 'ready') return { state: 'ready', conversation: conversation.data }
  if (conversation.status === 'error') return { state: 'error', message: conversation.message }
  return { state: 'loading' }
}

/** The user's contracts to chat about (the picker); none while loading or when they cannot be read. */
export function useContractsToChatAbout(): ContractSummaryDto[] {
  return useContractSummaries({ limit: 100 })
}
