import { Link } from 'react-router-dom'
import { useServerData, useSession } from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import type { PageProps } from '@cosign/ui'
import { MyProblemReports } from '../disputes/index.js'
import { SupportContent } from './SupportContent.js'
import { SupportChat } from './SupportChat.js'
import { VisitorSupportForm } from './VisitorSupportForm.js'
import { fetchSupportContact } from './support-api.js'
import './support.css'

/**
 * The support page (/support, public), with the signed-in renter's or cosigner's problem reports below. The
 * support contact is configuration, read from the gateway's /config.json. The live chat card is a conversation with
 * the support team for a renter or cosigner, a message form for a visitor, and a pointer to the queue for an admin.
 */
export function SupportPage(props: PageProps) {
  const { user } = useSession()
  // Never fails: without the configuration the email and phone cards are left out.
  const config = useServerData('support.contact', fetchSupportContact)
  const contact = config.status === 'ready' ? config.data : null
  const liveChat = !user ? (
    <VisitorSupportForm />
  ) : user.role === 'ADMIN' ? (
    <>
      <p className="support-card__text">Users' questions arrive in the back office's Support queue, where any admin answers.</p>
      <LinkButton to="/admin?tab=support" variant="secondary" size="sm">
        Open the Support queue
      </LinkButton>
    </>
  ) : (
    <>
      <SupportChat />
      <p className="support-card__hint">
        To talk with the cosigner or renter on one of your contracts, <Link to="/chat">open Chat</Link>.
      </p>
    </>
  )
  return (
    <>
      <SupportContent {...props} contact={contact} liveChat={liveChat} />
      {user && user.role !== 'ADMIN' ? (
        <section className="ui-page" aria-label="My problem reports">
          <MyProblemReports />
        </section>
      ) : null}
    </>
  )
}
