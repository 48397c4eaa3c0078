import { Alert, Button, Card, toast } from '@cosign/ui'
import {
  CREDIT_REPORT_VIEWED_HINT,
  creditAccessFor,
  outgoingState,
} from './credit-report-access.js'
import { useOutgoingCreditReports } from './use-outgoing-credit-reports.js'
import { BlockedTabLink } from './BlockedTabLink.js'

/**
 * The credit report card of someone else's profile: ask for a one-time look, wait for the owner, or (once
 * approved) open the report. Only for viewers who may request it (signed in, not the owner, not an admin).
 */
export function ProfileCreditReport({
  targetUserId,
  firstName,
}: {
  targetUserId: string
  firstName: string
}) {
  const { items, loadError, openedHere, busy, errors, links, view, request } = useOutgoingCreditReports()
  const key = `profile:${targetUserId}`
  const { pending, ready } = creditAccessFor(items ?? [], targetUserId, openedHere)
  const newest = items?.find((item) => item.targetUserId === targetUserId)
  const viewed = !!newest && outgoingState(newest, openedHere) === 'viewed'
  // Until the list has loaded, a click could only duplicate a pending request; if it cannot load, the server decides.
  const checking = items === null && loadError === null
  const link = links[key]
  const owner = firstName.trim() || 'the owner'

  async function send() {
    if (await request(targetUserId, key))
      toast({
        title: 'Request sent',
        description: `${firstName} will be asked to approve access to their credit report.`,
        variant: 'success',
      })
  }

  async function open() {
    if (ready && (await view(ready, key)))
      toast({
        title: 'Credit report opened',
        description: 'This was a one-time view. Send a new request to see it again.',
        variant: 'success',
      })
  }

  return (
    <Card title="Credit report" headingLevel={2} aria-label="Credit report">
      {ready ? (
        <>
          <p style={{ marginTop: 0 }}>
            {firstName} approved your request. You can open their credit report once, in a new tab.
          </p>
          <Button onClick={() => void open()} loading={busy?.key === key} loadingText="Opening…">
            View credit report
          </Button>
        </>
      ) : pending ? (
        <>
          <p style={{ marginTop: 0 }}>Waiting for {owner} to approve your request.</p>
          <Button variant="secondary" disabled>
            Credit report requested
          </Button>
        </>
      ) : (
        <>
          <p style={{ marginTop: 0 }}>
            {viewed ? CREDIT_REPORT_VIEWED_HINT : `Ask ${owner} for a one-time look at their credit report.`}
          </p>
          <Button
            variant="secondary"
            onClick={() => void send()}
            loading={busy?.key === key || checking}
            loadingText={checking ? 'Checking…' : 'Sending…'}
          >
            Request credit report
          </Button>
        </>
      )}
      <BlockedTabLink link={link} marginTop="var(--ui-space-3)">
        Open the credit report (new tab)
      </BlockedTabLink>
      {errors[key] ? (
        <div style={{ marginTop: 'var(--ui-space-3)' }}>
          <Alert variant="error">{errors[key]}</Alert>
        </div>
      ) : null}
    </Card>
  )
}
