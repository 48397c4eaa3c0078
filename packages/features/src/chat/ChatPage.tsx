import { useSearchParams } from 'react-router-dom'
import { CHAT_MESSAGES, type ConversationDto } from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Page,
  Select,
  ServerDataView,
  Spinner,
  formatDateTime,
  useSession,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import type { PageProps } from '@cosign/ui'
import { useContractConversation, useContractsToChatAbout } from './chat-data.js'
import { ChatThread } from './ChatThread.js'
import { useConversations } from './use-conversations.js'
import { contractOptions } from '../contract-options.js'
import './chat.css'

/**
 * Chat (/chat): the user's conversations (other person, last message, unread count, newest first) and the chosen
 * thread. `?contractId=` opens the conversation of that contract's two parties with the contract named;
 * `?with=<userId>` the conversation with that person (the profile's Chat button); `?conversation=` keeps the
 * choice across reloads. On a phone the list and the thread take turns.
 */
export function ChatPage({ label }: PageProps) {
  const { user } = useSession()
  const [search, setSearch] = useSearchParams()
  const contractId = search.get('contractId') ?? ''
  const withUser = search.get('with') ?? ''
  const chosen = search.get('conversation') ?? ''
  const list = useConversations()
  const contract = useContractConversation(contractId)

  function choose(params: Record<string, string>) {
    setSearch(new URLSearchParams(params))
  }

  const items = list.status === 'ready' ? list.data : []
  const selected: ConversationDto | null =
    contract.state === 'ready'
      ? contract.conversation
      : (items.find((c) => c.id === chosen) ?? (withUser ? (items.find((c) => c.otherParty.id === withUser) ?? null) : null))
  // The live copy from the list (unread counts) when there is one.
  const current = selected ? (items.find((c) => c.id === selected.id) ?? selected) : null
  const missingWith = withUser !== '' && list.status === 'ready' && !items.some((c) => c.otherParty.id === withUser)

  if (!user) return <Spinner size="page" label="Loading…" />

  return (
    <Page title={label} description="Messages between renters and cosigners. Enter sends; Shift+Enter starts a new line.">
      <ContractPicker value={contractId} onChange={(id) => choose(id ? { contractId: id } : {})} />
      {contract.state === 'error' ? <Alert variant="error">{contract.message}</Alert> : null}
      {missingWith && contract.state === 'none' ? <Alert variant="info">{CHAT_MESSAGES.noConversationWithUser}</Alert> : null}
      <div className={current ? 'chat-layout chat-layout--thread' : 'chat-layout'}>
        <nav className="chat-layout__list" aria-label="Conversations">
          <ServerDataView
            state={list}
            loadingLabel="Loading conversations…"
            errorTitle={CHAT_MESSAGES.loadFailed}
            empty={{
              title: CHAT_MESSAGES.noConversations,
              description: CHAT_MESSAGES.noConversationsHint,
              action: (
                <LinkButton to="/listings" variant="secondary">
                  Browse Listings
                </LinkButton>
              ),
            }}
          >
            {() => (
              <ul className="ui-list-plain chat-list">
                {items.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className="chat-list__item"
                      aria-current={current?.id === c.id ? 'true' : undefined}
                      onClick={() => choose({ conversation: c.id })}
                    >
                      <span className="ui-between">
                        <strong className="chat-list__name">{c.otherParty.name}</strong>
                        {c.unreadCount > 0 ? (
                          <Badge variant="danger">
                            <span aria-hidden="true">{c.unreadCount}</span>
                            <span className="ui-visually-hidden">{c.unreadCount} unread</span>
                          </Badge>
                        ) : null}
                      </span>
                      <span className="chat-list__preview">
                        {c.lastMessage
                          ? `${c.lastMessage.senderId === user.id ? 'You: ' : ''}${c.lastMessage.message}`
                          : 'No messages yet'}
                      </span>
                      <span className="ui-field__hint">{formatDateTime(c.lastActivityAt)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </ServerDataView>
        </nav>
        <div className="chat-layout__thread">
          {contract.state === 'loading' ? <Spinner label="Opening the contract’s conversation…" /> : null}
          {current ? (
            <>
              <Button variant="ghost" size="sm" className="chat-layout__back" onClick={() => choose({})}>
                ← All conversations
              </Button>
              <ChatThread
                key={current.id}
                conversation={current}
                myId={user.id}
                contractId={contract.state === 'ready' ? contractId : undefined}
              />
            </>
          ) : list.status === 'ready' && items.length > 0 && contract.state !== 'loading' ? (
            <p className="chat-layout__hint">Choose a conversation to read and write messages.</p>
          ) : null}
        </div>
      </div>
    </Page>
  )
}

/** "Choose a contract, then chat" (spec): the user's contracts; choosing one opens its parties' conversation. */
function ContractPicker({ value, onChange }: { value: string; onChange: (contractId: string) => void }) {
  const contracts = useContractsToChatAbout()
  if (contracts.length === 0 && !value) return null
  return (
    <div className="chat-picker">
      <Select
        label="Chat about a contract"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={contractOptions(contracts, value, 'All conversations')}
      />
    </div>
  )
}
