import { useEffect, useState } from 'react'
import { useSession } from '@cosign/ui'
import type { PageProps } from '@cosign/ui'
import { MyProblemReports } from '../disputes/MyProblemReports.js'
import { SupportContent } from './SupportContent.js'
import { NO_SUPPORT_CONTACT, RUNTIME_CONFIG_URL, readSupportContact, type SupportContact } from './support.js'
import './support.css'

/**
 * The support page (/support, public), with the signed-in renter's or cosigner's problem reports below. The
 * support contact is configuration, read from the gateway's /config.json.
 */
export function SupportPage(props: PageProps) {
  const { user } = useSession()
  const [contact, setContact] = useState<SupportContact | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch(RUNTIME_CONFIG_URL, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : null))
      .then((config: unknown) => setContact(readSupportContact(config)))
      .catch((err: unknown) => {
        if ((err as { name?: string }).name !== 'AbortError') setContact(NO_SUPPORT_CONTACT)
      })
    return () => controller.abort()
  }, [])
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
