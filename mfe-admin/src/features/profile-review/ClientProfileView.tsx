import { useId, type ReactNode } from 'react'
import type { AdminClientDetail, CosignerProfileDto, RenterProfileDto } from '@cosign/api'
import { Alert, Badge, EmptyState, creditScoreWithRating, formatDateTime, formatUsd } from '@cosign/ui'
import { feeSummary } from './review-format.js'
import { ActivityTimeline } from '../activity/index.js'
import { ClientOverview } from './ClientOverview.js'
import { DetailRow } from '@cosign/ui/detail-list'
import {
  budgetLabel,
  listOrNone,
  monthlyIncome,
  optionLabel,
  profileStatusLabel,
  profileStatusVariant,
} from './clients.js'

// Styles: clients.css (imported by ClientsPanel) and @cosign/ui's .ui-details.

/** Everything an admin may see of a client: the account, then each profile it has, contact details included. */
export function ClientProfileView({
  client,
  onAccountChanged,
}: {
  client: AdminClientDetail
  /** After the Suspend switch changed the account: the caller reloads the client. */
  onAccountChanged?: () => void
}) {
  const { account, kind } = client
  const own = kind === 'cosigner' ? client.cosignerProfile : client.renterProfile
  const displayName = `${account.firstName} ${account.lastName}`.trim() || account.email
  return (
    <div className="ui-stack">
      <p className="adm-client-profile__badges">
        <Badge>{kind === 'cosigner' ? 'Cosigner' : 'Renter'}</Badge>
        <Badge variant={profileStatusVariant(client.profileStatus)}>
          {profileStatusLabel(client.profileStatus)}
        </Badge>
        <Badge variant={account.isActive ? 'success' : 'danger'}>
          {account.isActive ? 'Active account' : 'Inactive account'}
        </Badge>
      </p>
      <ClientOverview client={client} name={displayName} onAccountChanged={onAccountChanged} />
      <Section title="Account">
        <dl className="ui-details">
          <DetailRow term="Email" value={<a href={`mailto:${account.email}`}>{account.email}</a>} />
          <DetailRow
            term="Name on the account"
            value={`${account.firstName} ${account.lastName}`.trim() || '—'}
          />
          <DetailRow term="Joined" value={formatDateTime(account.createdAt)} />
          <DetailRow term="Account status" value={account.isActive ? 'Active' : 'Inactive'} />
          <DetailRow
            term="Uploaded credit score"
            value={`${creditScoreWithRating(account.creditScore, 'None uploaded')}${
              account.creditScore !== null ? (account.creditVerified ? ' (verified)' : ' (not verified)') : ''
            }`}
          />
          {account.creditUploadedAt ? (
            <DetailRow term="Credit report uploaded" value={formatDateTime(account.creditUploadedAt)} />
          ) : null}
        </dl>
        <p className="adm-client-profile__hint">
          Suspend or reactivate the account with the switch under Actions (also in the Users tab).
        </p>
      </Section>
      {client.cosignerProfile ? <CosignerSection profile={client.cosignerProfile} /> : null}
      {client.renterProfile ? <RenterSection profile={client.renterProfile} /> : null}
      {own ? null : (
        <EmptyState
          headingLevel={3}
          title={kind === 'cosigner' ? 'No cosigner profile yet' : 'No renter profile yet'}
          description={
            kind === 'cosigner'
              ? 'This cosigner has not saved the profile form. Send Message, under Actions, can remind them.'
              : 'This renter has not saved a profile. Send Message, under Actions, can remind them.'
          }
        />
      )}
      <Section title="Activity">
        <ActivityTimeline clientId={account.id} label={`Activity of ${displayName}`} />
      </Section>
    </div>
  )
}

function CosignerSection({ profile }: { profile: CosignerProfileDto }) {
  return (
    <>
      <Section title="Review">
        {profile.status === 'rejected' ? (
          <Alert variant="error" title="Rejected">
            Reason: {profile.rejectionReason || 'None given'}
          </Alert>
        ) : null}
        <dl className="ui-details">
          <DetailRow term="Review status" value={profileStatusLabel(profile.status)} />
          <DetailRow term="Listed" value={profile.isActive ? 'Yes' : 'No'} />
          <DetailRow term="Submitted for review" value={formatDateTime(profile.submittedAt)} />
          <DetailRow term="Reviewed" value={formatDateTime(profile.reviewedAt)} />
        </dl>
      </Section>
      <Section title="Cosigner profile">
        <dl className="ui-details">
          <DetailRow term="Name" value={`${profile.firstName} ${profile.lastName}`} />
          <DetailRow term="Phone" value={phone(profile.phone)} />
          <DetailRow term="Location" value={profile.location} />
          <DetailRow
            term="Credit score"
            value={`${creditScoreWithRating(profile.creditScore)} (${profile.creditTier} tier)`}
          />
          <DetailRow term="Monthly income" value={monthlyIncome(profile.monthlyIncomeCents)} />
          <DetailRow term="Employment" value={optionLabel(profile.employmentStatus)} />
          <DetailRow term="Rental history issues" value={listOrNone(profile.rentalHistoryIssues)} />
          <DetailRow term="Maximum rent support" value={formatUsd(profile.maxRentSupportCents)} />
          <DetailRow term="Fee" value={feeSummary(profile)} />
          <DetailRow term="Requires upfront payment" value={profile.requireUpfront ? 'Yes' : 'No'} />
          <DetailRow term="Requires Lease Armor" value={profile.requiresLeaseArmor ? 'Yes' : 'No'} />
          <DetailRow
            term="PayPal email"
            value={<a href={`mailto:${profile.paypalEmail}`}>{profile.paypalEmail}</a>}
          />
          <DetailRow term="Last updated" value={formatDateTime(profile.updatedAt)} />
        </dl>
        <Bio text={profile.bio} />
      </Section>
    </>
  )
}

function RenterSection({ profile }: { profile: RenterProfileDto }) {
  return (
    <Section title="Renter profile">
      <dl className="ui-details">
        <DetailRow term="Name" value={`${profile.firstName} ${profile.lastName}`} />
        <DetailRow term="Phone" value={phone(profile.phone)} />
        <DetailRow term="Location" value={profile.location} />
        <DetailRow term="Credit score" value={creditScoreWithRating(profile.creditScore, 'Not set')} />
        <DetailRow term="Monthly income" value={monthlyIncome(profile.monthlyIncomeCents)} />
        <DetailRow term="Employment" value={optionLabel(profile.employmentStatus)} />
        <DetailRow term="Rental issues" value={listOrNone(profile.rentalIssues)} />
        <DetailRow term="Cosigner budget" value={budgetLabel(profile.cosignerBudget)} />
        <DetailRow term="Housing budget" value={monthlyIncome(profile.housingBudgetCents)} />
        <DetailRow term="Housing type" value={optionLabel(profile.housingType)} />
        <DetailRow term="Move-in timeline" value={optionLabel(profile.moveInTimeline)} />
        <DetailRow term="Listed" value={profile.isActive ? 'Yes' : 'No'} />
        <DetailRow term="Last updated" value={formatDateTime(profile.updatedAt)} />
      </dl>
      <Bio text={profile.bio} />
    </Section>
  )
}

function phone(value: string | null): ReactNode {
  return value ? <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a> : 'Not given'
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="adm-client-profile__section">
      <h3 id={id} className="adm-client-profile__heading">
        {title}
      </h3>
      {children}
    </section>
  )
}

function Bio({ text }: { text: string }) {
  return (
    <>
      <h4 className="adm-client-profile__subheading">Bio</h4>
      <p className="adm-client-profile__bio">{text || '—'}</p>
    </>
  )
}
