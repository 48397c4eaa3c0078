import { useEffect, useState, type FormEvent } from 'react'
import {
  SUPPORT_MESSAGE_MAX,
  type SupportClosedPush,
  type SupportMessageDto,
  type SupportMessagePush,
  type SupportThreadDto,
} from '@cosign/api'
import { Alert, Button, ServerDataView, errorMessage, formatDateTime, realtimeBus, useServerData } from '@cosign/ui'
import { supportApi } from './support-api.js'
import { mergeSupportMessage } from './support-thread.js'

/**
 * The live chat card's conversation for a signed-in renter or cosigner: their messages and the support team's
 * replies, which arrive live (`support.message` pushes on the shell's socket; read again after a reconnect).
 * The first message opens the conversation; after an admin closed it, the next one opens a new one.
 */
export function SupportChat() {
  const state = useServerData('support.conversation', (signal) => supportApi.mine(signal))
  const { setData, reload } = state
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const offMessage = realtimeBus.subscribe('support.message', (push) => {
      const { conversationId, message } = push as unknown as SupportMessagePush
      setData((current) => {
        if (current.conversation?.id !== conversationId) {
          // A conversation this screen does not hold yet (opened from another tab): read it.
          void reload()
          return current
        }
        return { conversation: mergeSupportMessage(current.conversation, message) }
      })
    })
    const offClosed = realtimeBus.subscribe('support.closed', (push) => {
      const { conversationId } = push as unknown as SupportClosedPush
      setData((current) =>
        current.conversation?.id === conversationId
          ? { conversation: { ...current.conversation, status: 'closed', closedAt: new Date().toISOString() } }
          : current,
      )
    })
    const offReconnect = realtimeBus.onReconnect(() => void reload())
    return () => {
      offMessage()
      offClosed()
      offReconnect()
    }
  }, [setData, reload])

  async function send(event: FormEvent) {
    event.preventDefault()
    const text = draft.trim()
    if (!text) {
      setError('Please write a message.')
      return
    }
    if (text.length > SUPPORT_MESSAGE_MAX) {
      setError(`A message can be at most ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters.`)
      return
    }
    setSending(true)
    setError(null)
    try {
      const { conversationId, message } = await supportApi.send(text)
      setDraft('')
      const held = state.status === 'ready' ? state.data.conversation : null
      if (held?.id === conversationId) setData({ conversation: mergeSupportMessage(held, message) })
      else await reload()
    } catch (failure) {
      setError(errorMessage(failure, 'Your message could not be sent. Please try again.'))
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="support-chat">
      <ServerDataView state={state} loadingLabel="Loading your conversation with support…" errorTitle="Your conversation could not be loaded">
        {({ conversation }) => <SupportThread conversation={conversation} />}
      </ServerDataView>
      <form className="support-chat__form" onSubmit={send} noValidate>
        <label className="ui-field__label" htmlFor="support-chat-message">
          Message to the support team
        </label>
        <span id="support-chat-hint" className="ui-field__hint">
          Enter sends; Shift+Enter starts a new line.
        </span>
        <textarea
          id="support-chat-message"
          className="ui-input support-chat__input"
          rows={3}
          value={draft}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'support-chat-hint support-chat-error' : 'support-chat-hint'}
          onChange={(e) => setDraft(e.target.value)}
          // As in Chat: Enter sends, Shift+Enter makes a new line.
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              e.currentTarget.form?.requestSubmit()
            }
          }}
        />
        {error ? (
          <p id="support-chat-error" className="ui-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" loading={sending} loadingText="Sending…">
          Send to support
        </Button>
      </form>
    </div>
  )
}

function SupportThread({ conversation }: { conversation: SupportThreadDto | null }) {
  if (!conversation || conversation.messages.length === 0)
    return (
      <p className="support-card__text">
        Write to our team here. An admin answers in this conversation and you get a notification when they do.
      </p>
    )
  return (
    <>
      <ol className="support-chat__messages" aria-label="Conversation with support" aria-live="polite">
        {conversation.messages.map((m) => (
          <SupportBubble key={m.id} message={m} />
        ))}
      </ol>
      {conversation.status === 'closed' ? (
        <Alert variant="info">This conversation was closed by our team. Write again to open a new one.</Alert>
      ) : null}
    </>
  )
}

function SupportBubble({ message }: { message: SupportMessageDto }) {
  const mine = message.from === 'user'
  return (
    <li className={`support-chat__message support-chat__message--${mine ? 'mine' : 'support'}`} data-testid="support-message">
      <span className="support-chat__author">{mine ? 'You' : 'Support team'}</span>
      <p className="support-chat__text">{message.message}</p>
      <time className="support-chat__time" dateTime={message.createdAt}>
        {formatDateTime(message.createdAt, { locale: 'en-US' })}
      </time>
    </li>
  )
}
