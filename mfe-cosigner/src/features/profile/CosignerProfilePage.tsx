import { Card } from '@cosign/ui'
import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function CosignerProfilePage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Create your cosigner profile: location, credit score, the most rent you will back, your fee (one-time, or a setup fee plus monthly fee, up to $2,500 in total), and a bio of 200 to 800 characters. After the paid creation step an admin reviews it; approved profiles are listed for renters."
    >
      {/* The dashboard navigation's "Payment Setup" links here (#payout). */}
      <Card title="Payment Setup" headingLevel={2} id="payout" style={{ marginBottom: 24 }}>
        <p className="ui-page__description">
          The PayPal email your cosigner fees are paid to (85% of each fee; the platform keeps 15%) will be
          set here.
        </p>
      </Card>
    </SkeletonPage>
  )
}
