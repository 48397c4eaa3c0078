// The support page's read: the contact from the gateway's runtime configuration (not the API).
import { NO_SUPPORT_CONTACT, RUNTIME_CONFIG_URL, readSupportContact, type SupportContact } from './support.js'

/** The support contact of this installation; NO_SUPPORT_CONTACT when /config.json cannot be read. */
export async function fetchSupportContact(signal?: AbortSignal): Promise<SupportContact> {
  try {
    const res = await fetch(RUNTIME_CONFIG_URL, { signal, headers: { accept: 'application/json' } })
    return readSupportContact(res.ok ? await res.json() : null)
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error
    return NO_SUPPORT_CONTACT
  }
}
