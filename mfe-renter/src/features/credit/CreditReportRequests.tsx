import { useState } from 'react'
import { MATCHING_MESSAGES, type CreditReportRequestDto } from '@cosign/api'
import { Button, TRY_AGAIN_INSIDE, formatDate, ServerDataView, toast, useServerData } from '@cosign/ui'
import { decideCreditRequest, listIncomingCreditRequests } from './credit-api.js'

type Decision = 'approve' | 'deny'

const DECISIONS = [
  { decision: 'approve', label: 'Approve', variant: undefined },
  { decision: 'deny', label: 'Deny', variant: 'danger' },
] as const

/** The owner's pending credit report requests, with the requester's name and email, to approve or deny. */
export function CreditReportRequests() {
  const requests = useServerData('credit.incomingRequests', listIncomingCreditRequests)
  const [busy, setBusy] = useState<{ id: string; decision: Decision } | null>(null)

  async function decide(request: CreditReportRequestDto, decision: Decision) {
    setBusy({ id: request.id, decision })
    try {
      await decideCreditRequest(request.id, decision)
      toast({
        title: decision === 'approve' ? 'Request Approved' : 'Request Denied',
        // The catalogue's sentence, narrowed to the decision taken (issue 15: the toast says which).
        description: `Credit report request has been ${decision === 'approve' ? 'approved' : 'denied'}.`,
        variant: 'success',
      })
      requests.setData((items) => items.filter((item) => item.id !== request.id))
    } catch {
      toast({ title: 'Error', description: MATCHING_MESSAGES.updateRequestFailed, variant: 'error' })
      void requests.reload()
    } finally {
      setBusy(null)
    }
  }

  return (
    <ServerDataView
      state={requests}
      loadingLabel="Loading credit report requests…"
      errorTitle="Could not load credit report requests"
      retry={{ ...TRY_AGAIN_INSIDE, retrySize: 'sm' }}
      empty={{ headingLevel: 3, title: MATCHING_MESSAGES.noPendingCreditRequests }}
    >
      {(items) => (
        <ul className="ui-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((request) => {
            const name =
              `${request.requesterFirstName} ${request.requesterLastName}`.trim() || request.requesterEmail
            return (
              <li key={request.id} className="ui-card" aria-label={`Credit report request from ${name}`}>
                <p style={{ margin: 0, fontWeight: 600 }}>{name}</p>
                <p style={{ margin: 'var(--ui-space-half) 0 var(--ui-space-2)' }}>{request.requesterEmail}</p>
                <p className="ui-page__description" style={{ margin: '0 0 var(--ui-space-3)' }}>
                  Requested {formatDate(request.requestedAt)}
                </p>
                <div className="ui-row">
                  {DECISIONS.map(({ decision, label, variant }) => (
                    <Button
                      key={decision}
                      size="sm"
                      variant={variant}
                      onClick={() => void decide(request, decision)}
                      loading={busy?.id === request.id && busy.decision === decision}
                      disabled={busy !== null}
                    >
                      {label}
                    </Button>
                  ))}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </ServerDataView>
  )
}
