import { useEffect, useState } from 'react'
import { PROFILE_MESSAGES, type CosignerProfileDto } from '@cosign/api'
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ServerDataView,
  Spinner,
  errorMessage,
  formatDateTime,
  formatUsd,
  toast,
  creditScoreWithRating,
  useServerData,
} from '@cosign/ui'
import { PENDING_PAGE_SIZE, feeSummary } from './review-format.js'
import { ReviewQueueList } from '../../components/ReviewQueueList.js'
import { countLabel } from '../../components/page-count.js'
import { RejectReasonDialog } from '../../components/RejectReasonDialog.js'
import { ReviewDetail } from '../../components/Details.js'
import { approveProfile, listPendingProfiles, rejectProfile } from './clients-api.js'

const LOADING_LABEL = 'Loading pending profiles…'

/** The review queue: paid cosigner profiles waiting for an admin, oldest first, with Approve and Reject. */
export function PendingProfilesPanel({ onReviewed }: { onReviewed?: () => void }) {
  const [page, setPage] = useState(1)
  const [approving, setApproving] = useState<string | null>(null)
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

  async function approve(profile: CosignerProfileDto) {
    setApproving(profile.id)
    try {
      await approveProfile(profile.id)
      toast({
        title: 'Profile approved',
        description: `${profile.firstName} ${profile.lastName} is now listed. They have been notified.`,
        variant: 'success',
      })
      afterReview()
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'error' })
      void pending.reload()
    } finally {
      setApproving(null)
    }
  }

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
        errorBody={null}
        retry={{ retryLabel: 'Try Again', retryPlacement: 'inside' }}
        isEmpty={(data) => data.items.length === 0}
        empty={
          pastTheEnd ? (
            <Spinner label={LOADING_LABEL} />
          ) : (
            <EmptyState
              headingLevel={3}
              title="No profiles waiting for review"
              description="Paid cosigner profiles appear here until you approve or reject them."
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
              page,
              total: data.total,
              pageSize: data.pageSize,
              summary: countLabel(data.total, 'pending profile'),
              onPage: setPage,
            }}
          >
            {(profile) => (
              <PendingProfileCard
                profile={profile}
                approving={approving === profile.id}
                disabled={approving !== null}
                onApprove={() => void approve(profile)}
                onReject={() => setRejecting(profile)}
              />
            )}
          </ReviewQueueList>
        )}
      </ServerDataView>
      {/* Reject with a reason (required; the cosigner sees it). */}
      <RejectReasonDialog
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
  profile: CosignerProfileDto
  approving: boolean
  disabled: boolean
  onApprove: () => void
  onReject: () => void
}) {
  const name = `${profile.firstName} ${profile.lastName}`
  return (
    <article className="ui-card" aria-label={`Cosigner profile of ${name}`}>
      <h3 className="ui-card__title">{name}</h3>
      <p className="ui-page__description" style={{ margin: '0 0 8px' }}>
        {profile.email} · {profile.location}
        {profile.submittedAt ? ` · submitted ${formatDateTime(profile.submittedAt)}` : ''}
      </p>
      <dl className="ui-grid" style={{ margin: '0 0 12px' }}>
        <ReviewDetail
          term="Credit score"
          value={`${creditScoreWithRating(profile.creditScore)} (${profile.creditTier} tier)`}
        />
        <ReviewDetail term="Monthly income" value={formatUsd(profile.monthlyIncomeCents)} />
        <ReviewDetail term="Maximum rent support" value={formatUsd(profile.maxRentSupportCents)} />
        <ReviewDetail term="Fee" value={feeSummary(profile)} />
        <ReviewDetail term="Requires upfront payment" value={profile.requireUpfront ? 'Yes' : 'No'} />
        <ReviewDetail term="Requires Lease Armor" value={profile.requiresLeaseArmor ? 'Yes' : 'No'} />
        <ReviewDetail term="PayPal email" value={profile.paypalEmail} />
        <ReviewDetail term="Employment" value={profile.employmentStatus ?? 'Not given'} />
        <ReviewDetail
          term="Rental history issues"
          value={profile.rentalHistoryIssues.length ? profile.rentalHistoryIssues.join(', ') : 'None given'}
        />
      </dl>
      <p style={{ whiteSpace: 'pre-wrap', margin: '0 0 12px' }}>{profile.bio}</p>
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
