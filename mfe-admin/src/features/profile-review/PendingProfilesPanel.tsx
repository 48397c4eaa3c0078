import { useEffect, useState } from 'react'
import { PROFILE_MESSAGES, type CosignerProfileDto, type PendingCosignerProfileDto } from '@cosign/api'
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ServerDataView,
  Spinner,
  TRY_AGAIN_INSIDE,
  formatDateTime,
  formatUsd,
  creditScoreWithRating,
  useServerData,
} from '@cosign/ui'
import { PENDING_PAGE_SIZE, feeSummary } from './review-format.js'
import { ReviewQueueList } from '../../components/ReviewQueueList.js'
import { countLabel } from '../../components/page-count.js'
import { ReasonDialog } from '@cosign/ui/form-dialog'
import { ReviewDetail } from '../../components/Details.js'
import { TabLinkButton } from '../dashboard/index.js'
import { useApproveAction } from '../../components/use-approve-action.js'
import { approveProfile, listPendingProfiles, rejectProfile } from './clients-api.js'

const LOADING_LABEL = 'Loading pending profiles…'

/** The review queue: paid cosigner profiles waiting for an admin, oldest first, with Approve and Reject. */
export function PendingProfilesPanel({ onReviewed }: { onReviewed?: () => void }) {
  const [page, setPage] = useState(1)
  const [rejecting, setRejecting] = useState<CosignerProfileDto | null>(null)
  const pending = useServerData(
    ['admin.pendingProfiles', page],
    (signal) => listPendingProfiles({ page, pageSize: PENDING_PAGE_SIZE }, signal),
    { errorFallback: 'Error fetching data' },
  )
  // The last item of the last page was just reviewed: step back a page.
  const pastTheEnd = pending.status === 'ready' && pending.data.items.length === 0 && page > 1
  useEffect(() => {
    if (pastTheEnd) setPage(Math.max(1, page - 1))
  }, [pastTheEnd, page])

  function afterReview() {
    onReviewed?.()
    void pending.reload()
  }

  const approve = useApproveAction({
    approve: (profile: CosignerProfileDto) => approveProfile(profile.id),
    approved: (profile) => ({
      title: 'Profile approved',
      description: `${profile.firstName} ${profile.lastName} is now listed. They have been notified.`,
    }),
    after: (approved) => (approved ? afterReview() : void pending.reload()),
  })

  const total = pending.status === 'ready' && !pastTheEnd ? pending.data.total : null
  return (
    <Card
      title={
        <span className="ui-row">
          Pending cosigner profiles {total !== null ? <Badge>{total}</Badge> : null}
        </span>
      }
      headingLevel={2}
    >
      <ServerDataView
        state={pending}
        loadingLabel={LOADING_LABEL}
        errorTitle={(message) => message}
        retry={TRY_AGAIN_INSIDE}
        empty={
          pastTheEnd ? (
            <Spinner label={LOADING_LABEL} />
          ) : (
            <EmptyState
              headingLevel={3}
              title="No profiles waiting for review"
              description="Paid cosigner profiles appear here until you approve or reject them. Uploaded credit reports wait for you in Documents."
              action={<TabLinkButton tab="documents">Review credit reports</TabLinkButton>}
            />
          )
        }
      >
        {(data) => (
          <ReviewQueueList
            label="Pending cosigner profiles"
            items={data.items}
            pager={{
              label: 'Pending profiles pages',
              of: { ...data, page },
              summary: countLabel(data.total, 'pending profile'),
              onPage: setPage,
            }}
          >
            {(profile) => (
              <PendingProfileCard
                profile={profile}
                approving={approve.busyId === profile.id}
                disabled={approve.busyId !== null}
                onApprove={() => void approve.run(profile)}
                onReject={() => setRejecting(profile)}
              />
            )}
          </ReviewQueueList>
        )}
      </ServerDataView>
      {/* Reject with a reason (required; the cosigner sees it). */}
      <ReasonDialog
        subject={rejecting}
        title="Reject profile"
        intro={(profile) => (
          <>
            Reject the cosigner profile of {profile.firstName} {profile.lastName}. They will see your reason and
            can update the profile.
          </>
        )}
        submitLabel="Reject profile"
        requiredMessage={PROFILE_MESSAGES.rejectionReasonRequired}
        reject={(profile, reason) => rejectProfile(profile.id, reason)}
        rejected={(profile) => ({
          title: 'Profile rejected',
          description: `${profile.firstName} ${profile.lastName} has been notified with your reason.`,
        })}
        onClose={(rejected) => {
          setRejecting(null)
          if (rejected) afterReview()
        }}
      />
    </Card>
  )
}

function PendingProfileCard({
  profile,
  approving,
  disabled,
  onApprove,
  onReject,
}: {
  profile: PendingCosignerProfileDto
  approving: boolean
  disabled: boolean
  onApprove: () => void
  onReject: () => void
}) {
  const name = `${profile.firstName} ${profile.lastName}`
  return (
    <article className="ui-card" aria-label={`Cosigner profile of ${name}`}>
      <h3 className="ui-card__title">{name}</h3>
      <p className="ui-page__description" style={{ margin: '0 0 var(--ui-space-2)' }}>
        {profile.email} · {profile.location}
        {profile.submittedAt ? ` · submitted ${formatDateTime(profile.submittedAt)}` : ''}
      </p>
      <ChangesSinceReview profile={profile} />
      <dl className="ui-grid" style={{ margin: '0 0 var(--ui-space-3)' }}>
        <ReviewDetail
          term="Credit score"
          value={`${creditScoreWithRating(profile.creditScore)} (${profile.creditTier} tier)${selfReported(profile, 'creditScore')}`}
        />
        <ReviewDetail
          term="Monthly income"
          value={`${formatUsd(profile.monthlyIncomeCents)}${selfReported(profile, 'monthlyIncome')}`}
        />
        <ReviewDetail term="Maximum rent support" value={formatUsd(profile.maxRentSupportCents)} />
        <ReviewDetail term="Fee" value={feeSummary(profile)} />
        <ReviewDetail term="Requires upfront payment" value={profile.requireUpfront ? 'Yes' : 'No'} />
        <ReviewDetail term="Requires Lease Armor" value={profile.requiresLeaseArmor ? 'Yes' : 'No'} />
        <ReviewDetail term="PayPal email" value={profile.paypalEmail} />
        <ReviewDetail
          term="Employment"
          value={profile.employmentStatus ? `${profile.employmentStatus}${selfReported(profile, 'employment')}` : 'Not given'}
        />
        <ReviewDetail
          term="Rental history issues"
          value={profile.rentalHistoryIssues.length ? profile.rentalHistoryIssues.join(', ') : 'None given'}
        />
      </dl>
      <p style={{ whiteSpace: 'pre-wrap', margin: '0 0 var(--ui-space-3)' }}>{profile.bio}</p>
      <div className="ui-row">
        <Button
          onClick={onApprove}
          loading={approving}
          loadingText="Approving…"
          disabled={disabled}
          aria-label={`Approve ${name}`}
        >
          Approve
        </Button>
        <Button variant="danger" onClick={onReject} disabled={disabled} aria-label={`Reject ${name}`}>
          Reject
        </Button>
      </div>
    </article>
  )
}

/** " · self-reported" after a figure the person stated and no admin checked (the server says which). */
const selfReported = (profile: PendingCosignerProfileDto, figure: PendingCosignerProfileDto['selfReported'][number]) =>
  profile.selfReported.includes(figure) ? ' · self-reported' : ''

/** What differs from the last review (approved or rejected), as the server printed it; nothing on a first review. */
function ChangesSinceReview({ profile }: { profile: PendingCosignerProfileDto }) {
  if (!profile.lastReviewedAt)
    return <p className="ui-page__description" style={{ margin: '0 0 var(--ui-space-2)' }}>First review of this profile.</p>
  const when = formatDateTime(profile.lastReviewedAt)
  if (profile.changes.length === 0)
    return (
      <p className="ui-page__description" style={{ margin: '0 0 var(--ui-space-2)' }}>
        Nothing changed since the last review ({when}).
      </p>
    )
  return (
    <section aria-label="Changes since the last review" style={{ margin: '0 0 var(--ui-space-2)' }}>
      <p style={{ margin: '0 0 var(--ui-space-1)', fontWeight: 600 }}>Changed since the last review ({when}):</p>
      <ul style={{ margin: 0 }}>
        {profile.changes.map((c) => (
          <li key={c.field}>
            {c.label}:{' '}
            {c.before === null ? (
              'changed'
            ) : (
              <>
                {c.before} <span aria-hidden="true">→</span>
                <span className="ui-visually-hidden">changed to</span> {c.after}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
