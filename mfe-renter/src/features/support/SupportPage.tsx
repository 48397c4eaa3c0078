import { useSession } from '@cosign/ui'
import type { PageProps } from '../../App.js'
import { MyProblemReports } from '../disputes/MyProblemReports.js'
import { SupportContent } from './SupportContent.js'
import './support.css'

/** The support page (/support), with the signed-in renter's or cosigner's problem reports below. */
export function SupportPage(props: PageProps) {
  const { user } = useSession()
  return (
    <>
      <SupportContent {...props} />
      {user && user.role !== 'ADMIN' ? (
        <section className="ui-page" aria-label="My problem reports">
          <MyProblemReports />
        </section>
      ) : null}
    </>
  )
}
