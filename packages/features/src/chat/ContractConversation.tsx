import { Alert, Spinner, useSession } from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { ChatThread } from './ChatThread.js'
import { useContractConversation } from './chat-data.js'
import './chat.css'

/** A contract's conversation on its own (the ledger's Chat tab); messages written here carry the contract id. */
export function ContractConversation({ contractId }: { contractId: string }) {
  const { user } = useSession()
  const contract = useContractConversation(contractId)
  if (!user || contract.state === 'loading' || contract.state === 'none')
    return <Spinner label="Loading the conversation…" />
  if (contract.state === 'error') return <Alert variant="error">{contract.message}</Alert>
  return (
    <div className="ui-stack">
      <ChatThread conversation={contract.conversation} myId={user.id} contractId={contractId} headingLevel={3} />
      <div>
        <LinkButton to={`/chat?contractId=${encodeURIComponent(contractId)}`} variant="secondary" size="sm">
          Open in Chat
        </LinkButton>
      </div>
    </div>
  )
}
