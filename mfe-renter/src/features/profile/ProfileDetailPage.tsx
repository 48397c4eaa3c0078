import { Link, useParams } from 'react-router-dom'
import { MESSAGES } from '@cosign/contracts'
import { Alert, buttonClass } from '@cosign/ui'
import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'
import { isProfileId } from './profile-id.js'

const backLink = (
  <p>
    <Link to="/listings" className={buttonClass('secondary')}>
      Back to Listings
    </Link>
  </p>
)

export function ProfileDetailPage({ label }: PageProps) {
  const { id } = useParams()
  if (!isProfileId(id))
    return (
      <section className="ui-page">
        <h1 className="ui-page__title">Profile Not Found</h1>
        <Alert variant="error">{MESSAGES.invalidProfileId}</Alert>
        {backLink}
      </section>
    )
  return (
    <SkeletonPage
      title={label}
      description="A renter's or cosigner's profile: credit tier, fee or budget, location and bio. Contact details unlock after you pay for them."
    >
      {backLink}
    </SkeletonPage>
  )
}
