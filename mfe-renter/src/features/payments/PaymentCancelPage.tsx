import { Link } from 'react-router-dom'
import { buttonClass } from '@cosign/ui'
import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function PaymentCancelPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="The payment was cancelled and nothing was charged. You can return to your contract or to the home page."
    >
      <div className="ui-row" style={{ marginBottom: 24 }}>
        <Link to="/contract-management" className={buttonClass('primary')}>
          Back to contract management
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Home
        </Link>
      </div>
    </SkeletonPage>
  )
}
