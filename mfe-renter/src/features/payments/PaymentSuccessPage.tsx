import { Link } from 'react-router-dom'
import { buttonClass } from '@cosign/ui'
import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function PaymentSuccessPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="After paying on the payment provider's page you return here: the payment is verified with the provider before anything is marked paid, then you continue with your contract."
    >
      <p>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          Go to your dashboard
        </Link>
      </p>
    </SkeletonPage>
  )
}
