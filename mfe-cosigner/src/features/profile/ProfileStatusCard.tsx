import type { CosignerProfileDto } from '@cosign/api'
import { Badge, Card } from '@cosign/ui'
import type { STATUS_TEXT } from './cosigner-form.js'
import { PayoutEmailStatus } from './PayoutEmailStatus.js'

/** The saved profile's review status, its credit verification and, when rejected, the admin's reason. */
export function ProfileStatusCard({
  profile,
  status,
}: {
  profile: CosignerProfileDto
  status: (typeof STATUS_TEXT)[keyof typeof STATUS_TEXT]
}) {
  return (
    <Card title="Profile status" headingLevel={2}>
      <p className="ui-row" style={{ margin: '0 0 var(--ui-space-2)' }}>
        <Badge variant={status.variant}>{status.label}</Badge>
        {profile.creditVerified ? (
          <span
            data-testid="credit-verified-badge"
            title="An admin checked this credit score against your uploaded credit report"
          >
            <Badge variant="success">Credit verified</Badge>
          </span>
        ) : null}
      </p>
      <p className="ui-page__description">{status.description}</p>
      <p className="ui-page__description">
        {profile.creditVerified
          ? 'Your credit score is verified: renters see the badge on your profile, in listings and in matches.'
          : 'Your credit score is not verified yet. Upload your credit report from your dashboard; the badge shows once an admin has checked it, and the profile shows the score on the report.'}
      </p>
      {profile.status !== 'awaiting_payment' ? <PayoutEmailStatus paypalEmail={profile.paypalEmail} /> : null}
      {profile.status === 'rejected' && profile.rejectionReason ? (
        <p>
          <strong>Reason:</strong> {profile.rejectionReason}
        </p>
      ) : null}
    </Card>
  )
}
