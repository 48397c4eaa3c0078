import { useRef, useState, type FormEvent } from 'react'
import {
  ADMIN_MESSAGE_BODY_MAX_LENGTH,
  ADMIN_MESSAGE_TITLE_MAX_LENGTH,
  CLIENT_ACTION_MESSAGES,
  type AdminClientDetail,
} from '@cosign/api'
import {
  Button,
  ServerDataView,
  TextField,
  errorMessage,
  toast,
  useServerData,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { FormDialog, TextAreaField, useFormSend } from '@cosign/ui/form-dialog'
import { fetchActivityPage } from '../activity/index.js'
import { listTransactions } from '../transactions/index.js'
import { switchUserActive } from '../users/index.js'
import { downloadClientReport, fetchClientFigures, sendClientMessage } from './clients-api.js'
import {
  clientReport,
  figureItems,
  messageErrors,
  profilePairs,
  transactionHistorySearch,
} from './client-figures.js'

/** A client's computed figures (from the payments and contracts services) and the admin's actions on them. */
export function ClientOverview({
  client,
  name,
  onAccountChanged,
}: {
  client: AdminClientDetail
  name: string
  onAccountChanged?: () => void
}) {
  const id = client.account.id
  const figures = useServerData(['admin.clientFigures', id], (signal) => fetchClientFigures(id, signal))
  // What the figures say, for the screen and the report.
  const shown =
    figures.status === 'ready'
      ? {
          items: figureItems(client.kind, figures.data.money.figures, figures.data.contracts),
          contracts: figures.data.contracts.contracts,
        }
      : null
  const [messaging, setMessaging] = useState(false)
  const [reporting, setReporting] = useState(false)
  const [switching, setSwitching] = useState(false)

  async function generateReport() {
    if (!shown || reporting) return
    setReporting(true)
    try {
      const [transactions, activity] = await Promise.all([
        listTransactions({ userId: id, page: 1, pageSize: 100 }),
        fetchActivityPage({ clientId: id, limit: 100 }),
      ])
      const body = clientReport({
        client,
        name,
        figures: shown.items,
        transactions: transactions.items,
        contracts: shown.contracts,
        activity: activity.items,
        profile: profilePairs(client),
      })
      await downloadClientReport(body, `client-report-${id}.pdf`)
    } catch (err) {
      toast({ title: CLIENT_ACTION_MESSAGES.reportFailed, description: errorMessage(err), variant: 'error' })
    } finally {
      setReporting(false)
    }
  }

  async function setActive(isActive: boolean) {
    if (switching) return
    setSwitching(true)
    try {
      if (await switchUserActive(id, isActive)) onAccountChanged?.()
    } finally {
      setSwitching(false)
    }
  }

  return (
    <>
      <section aria-labelledby={`${id}-figures`} className="adm-client-profile__section">
        <h3 id={`${id}-figures`} className="adm-client-profile__heading">
          Figures
        </h3>
        <ServerDataView
          state={figures}
          loadingLabel="Loading the client figures…"
          errorTitle={CLIENT_ACTION_MESSAGES.figuresFailed}
        >
          {(data) => (
            <dl className="adm-client-figures" data-testid="client-figures">
              {figureItems(client.kind, data.money.figures, data.contracts).map((item) => (
                <div key={item.label} className="adm-client-figures__item">
                  <dt>{item.label}</dt>
                  <dd className="adm-client-figures__value">{item.value}</dd>
                  <dd className="adm-client-figures__hint">{item.hint}</dd>
                </div>
              ))}
            </dl>
          )}
        </ServerDataView>
      </section>
      <section aria-labelledby={`${id}-actions`} className="adm-client-profile__section">
        <h3 id={`${id}-actions`} className="adm-client-profile__heading">
          Actions
        </h3>
        <div className="ui-row adm-client-actions">
          <Button variant="secondary" onClick={() => setMessaging(true)}>
            Send Message
          </Button>
          <LinkButton to={{ search: transactionHistorySearch(id) }} variant="secondary">
            Transaction History
          </LinkButton>
          <Button
            variant="secondary"
            onClick={() => void generateReport()}
            loading={reporting}
            loadingText="Generating…"
            disabled={!shown}
          >
            Generate Report
          </Button>
          <label className="adm-switch">
            <input
              type="checkbox"
              role="switch"
              className="adm-switch__input"
              aria-label={`Active: ${client.account.email}`}
              aria-describedby={`${id}-suspend-hint`}
              aria-busy={switching || undefined}
              checked={client.account.isActive}
              disabled={switching}
              onChange={(event) => void setActive(event.target.checked)}
            />
            <span className="adm-switch__text" aria-hidden="true">
              {client.account.isActive ? 'Active' : 'Suspended'}
            </span>
          </label>
        </div>
        <p id={`${id}-suspend-hint`} className="adm-client-profile__hint">
          Switching the account off suspends it: the client is signed out at once and cannot log in.
        </p>
      </section>
      {messaging ? <SendMessageDialog userId={id} name={name} onClose={() => setMessaging(false)} /> : null}
    </>
  )
}

/** Send Message: one notification to the client, shown in their bell at once. */
function SendMessageDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const titleRef = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const [title, setTitle] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<{ title: string | null; message: string | null }>({
    title: null,
    message: null,
  })
  const sending = useFormSend(CLIENT_ACTION_MESSAGES.messageFailed)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = messageErrors(title, message)
    setErrors(found)
    if (!sending.checked([[found.title, titleRef], [found.message, messageRef]])) return
    await sending.send(async () => {
      const answer = await sendClientMessage({ userId, title: title.trim(), message: message.trim() })
      toast({ title: answer.message || CLIENT_ACTION_MESSAGES.messageSent, variant: 'success' })
      onClose()
    })
  }

  return (
    <FormDialog
      title={`Message ${name}`}
      onClose={onClose}
      onSubmit={submit}
      sending={sending}
      submitLabel="Send"
      busyLabel="Sending…"
      initialFocusRef={titleRef}
      intro="The client gets it as a notification."
    >
      <TextField
        ref={titleRef}
        label="Title"
        value={title}
        maxLength={ADMIN_MESSAGE_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <TextAreaField
        ref={messageRef}
        label="Message"
        className="adm-textarea"
        value={message}
        maxLength={ADMIN_MESSAGE_BODY_MAX_LENGTH}
        onChange={(event) => setMessage(event.target.value)}
        error={errors.message}
      />
    </FormDialog>
  )
}
