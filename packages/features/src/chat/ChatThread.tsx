import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Link } from 'react-router-dom'
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, CHAT_THREAD_ATTRIBUTE, chatMessageError, type ConversationDto } from '@cosign/api'
import { Alert, Button, LoadErrorAlert, Spinner, errorMessage, formatDateTime } from '@cosign/ui'
import { readReceiptFor } from './thread-state.js'
import { useChatThread } from './use-chat-thread.js'

export interface ChatThreadProps {
  conversation: ConversationDto
  myId: string
  /** The contract the thread was opened from: named above it, and carried by the messages written here. */
  contractId?: string
  headingLevel?: 2 | 3
}

/**
 * A conversation: its messages (plain text: React text nodes, never HTML; links stay text), the read receipt
 * under the last of my messages the other person read, and the composer (Enter sends, Shift+Enter new line).
 */
export function ChatThread({ conversation, myId, contractId, headingLevel = 2 }: ChatThreadProps) {
  const thread = useChatThread(conversation, myId)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState<string | null>(null)
  const [olderLoading, setOlderLoading] = useState(false)
  const listRef = useRef<HTMLOListElement>(null)
  const ids = useId()
  const Heading = `h${headingLevel}` as const
  const other = conversation.otherParty
  const receiptId = readReceiptFor(thread.messages, myId, thread.otherReadSeq)
  const newestId = thread.messages[thread.messages.length - 1]?.id

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [newestId])

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (sending) return
    const invalid = chatMessageError(text)
    if (invalid) return setSendError(invalid)
    setSending(true)
    setSendError(null)
    try {
      await thread.send(text, contractId)
      setText('')
    } catch (error) {
      setSendError(errorMessage(error, CHAT_MESSAGES.sendFailed))
    } finally {
      setSending(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  async function loadOlder() {
    setOlderLoading(true)
    try {
      await thread.loadOlder()
    } catch {
      // the button stays for another try
    } finally {
      setOlderLoading(false)
    }
  }

  return (
    <section className="chat-thread" aria-labelledby={`${ids}-title`} {...{ [CHAT_THREAD_ATTRIBUTE]: conversation.id }}>
      <header className="chat-thread__header">
        <Heading id={`${ids}-title`} className="chat-thread__title">
          {other.name}
        </Heading>
        <span className="ui-field__hint">{other.role === 'cosigner' ? 'Cosigner' : 'Renter'}</span>
        {contractId ? (
          <p className="chat-thread__contract">
            About <Link to={`/contracts/${encodeURIComponent(contractId)}`}>contract {contractId.slice(0, 8)}</Link>
          </p>
        ) : null}
      </header>

      {thread.status.state === 'loading' ? <Spinner label="Loading messages…" /> : null}
      {thread.status.state === 'error' ? (
        <LoadErrorAlert title={CHAT_MESSAGES.loadMessagesFailed} onRetry={thread.reload}>
          {thread.status.message}
        </LoadErrorAlert>
      ) : null}
      {thread.status.state === 'ready' ? (
        <>
          {thread.hasOlder ? (
            <Button variant="ghost" size="sm" onClick={() => void loadOlder()} loading={olderLoading}>
              Load older messages
            </Button>
          ) : null}
          {thread.messages.length === 0 ? (
            <p className="chat-thread__empty">{CHAT_MESSAGES.noMessages}</p>
          ) : null}
          <ol ref={listRef} className="chat-thread__messages" aria-label={`Messages with ${other.name}`} aria-live="polite">
            {thread.messages.map((m) => {
              const mine = m.senderId === myId
              return (
                <li key={m.id} className={mine ? 'chat-msg chat-msg--mine' : 'chat-msg'}>
                  <span className="ui-visually-hidden">{mine ? 'You' : other.name} wrote:</span>
                  <p className="chat-msg__text">{m.message}</p>
                  <span className="chat-msg__meta">
                    {formatDateTime(m.createdAt)}
                    {m.contractId && m.contractId !== contractId ? ' · about a contract' : ''}
                  </span>
                  {m.id === receiptId ? <span className="chat-msg__receipt">Read</span> : null}
                </li>
              )
            })}
          </ol>
          <form className="chat-composer" onSubmit={(event) => void submit(event)}>
            <label htmlFor={`${ids}-input`} className="ui-field__label">
              Message to {other.name}
            </label>
            <textarea
              id={`${ids}-input`}
              className="ui-input chat-composer__input"
              value={text}
              rows={3}
              maxLength={CHAT_MESSAGE_MAX}
              aria-describedby={`${ids}-hint${sendError ? ` ${ids}-error` : ''}`}
              aria-invalid={sendError ? true : undefined}
              onChange={(event) => {
                setText(event.target.value)
                if (sendError) setSendError(null)
              }}
              onKeyDown={onKeyDown}
            />
            <div className="ui-between">
              <span id={`${ids}-hint`} className="ui-field__hint">
                Enter sends, Shift+Enter starts a new line.
              </span>
              <Button type="submit" size="sm" loading={sending} loadingText="Sending…">
                Send
              </Button>
            </div>
            {sendError ? (
              <div id={`${ids}-error`}>
                <Alert variant="error">{sendError}</Alert>
              </div>
            ) : null}
          </form>
        </>
      ) : null}
    </section>
  )
}
