import { useServerData, useSession } from '@cosign/ui'
import type { PageProps } from '@cosign/ui'
import { MyProblemReports } from '../disputes/index.js'
import { SupportContent } from './SupportContent.js'
import { fetchSupportContact } from './support-api.js'
import './support.css'

/**
 * The support page (/support, public), with the signed-in renter's or cosigner's problem reports below. The
 * support contact is configuration, read from the gateway's /config.json.
 */
export function SupportPage(props: PageProps) {
  const { user } = useSession()
  // Never fails: without the configuration the page says there is no contact.
  const config = useServerData('support.contact', fetchSupportContact)
  const contact = config.status === 'ready' ? config.data : null
  return (
    <>
      <SupportContent {...props} contact={contact} />
      {user && user.role !== 'ADMIN' ? (
        <section className="ui-page" aria-label="My problem reports">
          <MyProblemReports />
        </section>
      ) : null}
    </>
  )
}
