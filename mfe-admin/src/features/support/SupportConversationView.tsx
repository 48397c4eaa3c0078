import { useEffect, useState, type FormEvent } from 'react'
import { SUPPORT_MESSAGE_MAX, type SupportQueueChangedPush } from '@cosign/api'
import { Alert, Button, Card, ServerDataView, errorMessage, formatDateTime, realtimeBus, useServerData, useSession } from '@cosign/ui'
import { supportQueueApi } from './support-api.js'
import { assigneeLabel, requesterLabel } from './support-queue.js'

/** One support conversation: its messages, the reply box (chats only), and taking or closing it. */
export function SupportConversationView({ id, onBack }: { id: string; onBack: () => void }) {
  const { user } = useSession()
  const state = useServerData(['admin.support.conversation', id], (signal) => supportQueueApi.get(id, signal))
  const { reload, setData } = state
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState<'reply' | 'assign' | 'close' | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const off = realtimeBus.subscribe('support.queue_changed', (push) => {
      if ((push as unknown as SupportQueueChangedPush).conversationId === id) void reload()
    })
    return off
  }, [id, reload])

  async function act(kind: 'assign' | 'close') {
    setBusy(kind)
    setError(null)
    try {
      setData(kind === 'assign' ? await supportQueueApi.assignToMe(id) : await supportQueueApi.close(id))
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(null)
    }
  }

  async function reply(event: FormEvent) {
    event.preventDefault()
    if (!draft.trim()) {
      setError('Please write a reply.')
      return
    }
    setBusy('reply')
    setError(null)
    try {
      const { conversation, message } = await supportQueueApi.reply(id, draft.trim())
      setDraft('')
      setData((current) => ({
        conversation,
        messages: current.messages.some((m) => m.id === message.id) ? current.messages : [...current.messages, message],
      }))
    } catch (failure) {
      setError(errorMessage(failure, 'The reply could not be sent. Please try again.'))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="adm-support">
      <Button size="sm" variant="ghost" onClick={onBack}>
        ← Back to the queue
      </Button>
      <ServerDataView state={state} loadingLabel="Loading the conversation…" errorTitle="The conversation could not be loaded">
        {({ conversation, messages }) => (
          <Card title={`Conversation with ${requesterLabel(conversation)}`} headingLevel={2}>
            <p className="adm-stat__note">
              {conversation.status === 'open' ? 'Open' : 'Closed'} · Assigned: {assigneeLabel(conversation, user?.id)} · Started{' '}
              {formatDateTime(conversation.createdAt)}
            </p>
            <ol className="adm-support__messages" aria-label="Messages" aria-live="polite">
              {messages.map((m) => (
                <li key={m.id} className={`adm-support__message adm-support__message--${m.from}`} data-testid="support-admin-message">
                  <span className="adm-support__author">{m.senderName}</span>
                  <p className="adm-support__text">{m.message}</p>
                  <time className="adm-stat__note" dateTime={m.createdAt}>
                    {formatDateTime(m.createdAt)}
                  </time>
                </li>
              ))}
            </ol>
            {error ? <Alert variant="error">{error}</Alert> : null}
            <div className="adm-support__actions">
              {conversation.assignee?.id !== user?.id ? (
                <Button size="sm" variant="secondary" loading={busy === 'assign'} onClick={() => void act('assign')}>
                  Assign to me
                </Button>
              ) : null}
              {conversation.status === 'open' ? (
                <Button size="sm" variant="secondary" loading={busy === 'close'} onClick={() => void act('close')}>
                  Close conversation
                </Button>
              ) : null}
            </div>
            {conversation.channel === 'email' ? (
              <Alert variant="info">
                This visitor asked for an answer by email at {conversation.requester.email}. Email replies are sent
                once the mail component is in place; until then, answer from your mail client.
              </Alert>
            ) : conversation.status === 'open' ? (
              <form className="adm-support__reply" onSubmit={reply} noValidate>
                <label className="ui-field__label" htmlFor="support-reply">
                  Reply
                </label>
                <textarea
                  id="support-reply"
                  className="ui-input"
                  rows={3}
                  value={draft}
                  maxLength={SUPPORT_MESSAGE_MAX}
                  onChange={(e) => setDraft(e.target.value)}
                />
                <Button type="submit" size="sm" loading={busy === 'reply'} loadingText="Sending…">
                  Send reply
                </Button>
              </form>
            ) : (
              <p className="adm-stat__note">This conversation is closed; the user's next message opens a new one.</p>
            )}
          </Card>
        )}
      </ServerDataView>
    </div>
  )
}
