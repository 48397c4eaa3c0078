// The support page's reads and writes: the contact from the gateway's runtime configuration (not the API), and the
// support conversations (chat service, /api/chat/support...). Live replies arrive as `support.message` pushes.
import { chatEndpoints } from '@cosign/api'
import { api } from '@cosign/ui'
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

export const supportApi = {
  /** The signed-in user's open conversation with support, else their latest one (null before the first message). */
  mine: (signal?: AbortSignal) => api.call(chatEndpoints.getMySupportConversation, {}, { signal }),
  /** Writes to support (opens a conversation when none is open). */
  send: (message: string) => api.call(chatEndpoints.sendSupportMessage, { body: { message } }),
  /** A signed-out visitor's question with the address to answer at. */
  leaveMessage: (email: string, message: string) =>
    api.call(chatEndpoints.sendVisitorSupportMessage, { body: { email, message } }),
}
