import { useRef, useState, type ReactNode } from 'react'
import {
  DISPUTE_MESSAGES,
  disputeResolutionError,
  type AdminDisputeDetailResponse,
  type DisputeConversationResponse,
  type DisputeStatus,
  type DisputeSubjectDto,
  type UpdateDisputeRequest,
} from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  Select,
  ServerDataView,
  errorMessage,
  formatDateTime,
  formatUsd,
  paymentStatusLabel,
  toast,
  useServerData,
} from '@cosign/ui'
import { disputesApi } from './disputes-api.js'
import { TextAreaField } from '@cosign/ui/form-dialog'
import { contractStatusLabel } from '@cosign/ui/contract-format'
import { DetailList } from '@cosign/ui/detail-list'
import { purposeLabel } from '../transactions/index.js'
import { DisputePriorityBadge, DisputeStatusBadge } from './DisputeBadges.js'
import { ASSIGNEE_OPTIONS, STATUS_OPTIONS, historyLine } from './disputes.js'

/** One dispute: what it concerns, the parties' conversation (read-only), assignee, status, resolution, history. */
export function DisputeDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useServerData(['admin.dispute', id], (signal) => disputesApi.detail(id, signal))

  return (
    <div className="ui-stack adm-panel">
      <div className="ui-row">
        <Button variant="secondary" onClick={onBack}>
          ← Back to disputes
        </Button>
      </div>
      <ServerDataView state={detail} loadingLabel="Loading the dispute…">
        {(data) => <DisputeView detail={data} onChanged={() => void detail.reload()} />}
      </ServerDataView>
    </div>
  )
}

function DisputeView({ detail, onChanged }: { detail: AdminDisputeDetailResponse; onChanged: () => void }) {
  const d = detail.dispute
  const resolutionRef = useRef<HTMLTextAreaElement>(null)
  const [status, setStatus] = useState<DisputeStatus>(d.status)
  const [resolution, setResolution] = useState(d.resolution ?? '')
  const [resolutionError, setResolutionError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save(body: UpdateDisputeRequest) {
    if (body.status === 'resolved') {
      const invalid = disputeResolutionError(body.resolution)
      setResolutionError(invalid)
      if (invalid) {
        toast({ title: DISPUTE_MESSAGES.updateFailed, description: invalid, variant: 'error' })
        resolutionRef.current?.focus()
        return
      }
    }
    setBusy(true)
    try {
      await disputesApi.update(d.id, body)
      toast({ title: DISPUTE_MESSAGES.updated, variant: 'success' })
      onChanged()
    } catch (err) {
      toast({ title: DISPUTE_MESSAGES.updateFailed, description: errorMessage(err), variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const rows: Array<[string, ReactNode]> = [
    ['Status', <DisputeStatusBadge key="s" status={d.status} />],
    ['Priority', <DisputePriorityBadge key="p" priority={d.priority} />],
    ['Reporter', `${d.reporterName} (${d.reporterRole === 'RENTER' ? 'Renter' : 'Cosigner'})`],
    ['Assigned to', d.assignedTo ?? 'Unassigned'],
    ['Opened', formatDateTime(d.createdAt)],
    ['Updated', formatDateTime(d.updatedAt)],
    ['Dispute ID', d.id],
  ]
  return (
    <>
      <Card title={d.title} headingLevel={2}>
        <DetailList rows={rows} />
        <p style={{ whiteSpace: 'pre-wrap' }}>{d.description}</p>
        {d.resolution ? (
          <Alert variant="success" title="Resolution">
            {d.resolution}
          </Alert>
        ) : null}
      </Card>

      <Card title="Handle the dispute" headingLevel={2}>
        <div className="adm-toolbar">
          <Select
            label="Assign to"
            options={ASSIGNEE_OPTIONS}
            value={d.assignedTo ?? ''}
            disabled={busy}
            onChange={(e) => void save({ assignedTo: (e.target.value || null) as UpdateDisputeRequest['assignedTo'] })}
          />
          <Select label="Status" options={STATUS_OPTIONS} value={status} disabled={busy} onChange={(e) => setStatus(e.target.value as DisputeStatus)} />
          <Button
            variant="secondary"
            disabled={busy || status === d.status}
            onClick={() => void save(status === 'resolved' ? { status, resolution } : { status })}
          >
            Update status
          </Button>
        </div>
        <TextAreaField
          ref={resolutionRef}
          label="Resolution details"
          className="adm-textarea"
          value={resolution}
          maxLength={4000}
          onChange={(e) => setResolution(e.target.value)}
          error={resolutionError}
        />
        {d.status !== 'resolved' ? (
          <Button loading={busy} loadingText="Saving…" onClick={() => void save({ status: 'resolved', resolution })}>
            Mark as Resolved
          </Button>
        ) : null}
      </Card>

      <Card title={d.subjectType === 'payment' ? 'The payment' : 'The contract'} headingLevel={2}>
        <SubjectDetails subject={detail.subject} subjectId={d.subjectId} />
      </Card>

      {detail.conversationId ? <ConversationCard disputeId={d.id} onRead={onChanged} /> : null}

      <Card title="History" headingLevel={2}>
        <ol className="ui-stack" aria-label="Dispute history">
          {detail.history.map((h) => (
            <li key={h.id}>
              <span className="adm-nowrap">{formatDateTime(h.at)}</span> · {historyLine(h)} ·{' '}
              <span className="adm-stat__note">{h.actorRole === 'ADMIN' ? `Admin ${h.actorId.slice(0, 8)}` : d.reporterName}</span>
            </li>
          ))}
        </ol>
      </Card>
    </>
  )
}

function SubjectDetails({ subject, subjectId }: { subject: DisputeSubjectDto | null; subjectId: string }) {
  if (!subject) return <p className="ui-page__description">Details of {subjectId} are not known yet.</p>
  const rows: Array<[string, string]> =
    subject.type === 'payment'
      ? [
          ['Payment ID', subject.id],
          ['For', purposeLabel(subject.purpose)],
          ['Amount', formatUsd(subject.amountCents)],
          ['Status', paymentStatusLabel(subject.status)],
          ['Paid by', subject.payerName],
          ['Last change', formatDateTime(subject.at)],
        ]
      : [
          ['Contract ID', subject.id],
          ['Status', subject.status ? contractStatusLabel(subject.status, 'admin') : '—'],
          ['Fee', subject.feeCents === null ? '—' : formatUsd(subject.feeCents)],
          ['Renter', subject.renterName],
          ['Cosigner', subject.cosignerName],
          ['Created', formatDateTime(subject.createdAt)],
        ]
  return (
    <DetailList rows={rows} />
  )
}

/** The parties' conversation, loaded on request (each read is recorded in the dispute's history). */
function ConversationCard({ disputeId, onRead }: { disputeId: string; onRead: () => void }) {
  const [state, setState] = useState<{ loading: boolean; data?: DisputeConversationResponse; error?: string }>({ loading: false })
  async function show() {
    setState({ loading: true })
    try {
      setState({ loading: false, data: await disputesApi.conversation(disputeId) })
      onRead()
    } catch (err) {
      setState({ loading: false, error: errorMessage(err) })
    }
  }
  const data = state.data
  const nameOf = (id: string) => (data && id === data.renter.id ? data.renter.name : (data?.cosigner.name ?? ''))
  return (
    <Card title="The parties’ conversation (read-only)" headingLevel={2}>
      {!data ? (
        <Button variant="secondary" loading={state.loading} loadingText="Loading…" onClick={() => void show()}>
          Show conversation
        </Button>
      ) : data.items.length === 0 ? (
        <p className="ui-page__description">No messages yet.</p>
      ) : (
        <ol className="ui-stack" aria-label="Conversation messages">
          {data.items.map((m) => (
            <li key={m.id}>
              <strong>{nameOf(m.senderId)}</strong> <span className="adm-stat__note">{formatDateTime(m.createdAt)}</span>
              <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.message}</p>
            </li>
          ))}
        </ol>
      )}
      {state.error ? <Alert variant="error">{state.error}</Alert> : null}
    </Card>
  )
}
