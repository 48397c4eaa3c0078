import { expect, type APIRequestContext } from '@playwright/test'
import { PORT_OFFSET } from './helpers'

// The local mail catcher's API (tools/mail-catcher) that the test command runs beside the platform.
export const MAIL_CATCHER = `http://127.0.0.1:${4026 + PORT_OFFSET}`

export interface CaughtMail {
  subject: string
  text: string
}

/**
 * The messages with `subject` the platform sent to `to`, oldest first, waiting until `count` have arrived (the
 * sender works after the answer).
 */
export async function mailTo(request: APIRequestContext, to: string, subject: string, count = 1): Promise<CaughtMail[]> {
  let messages: CaughtMail[] = []
  await expect
    .poll(
      async () => {
        const res = await request.get(`${MAIL_CATCHER}/api/messages?to=${encodeURIComponent(to)}`)
        messages = ((await res.json()) as { messages: CaughtMail[] }).messages.filter((m) => m.subject === subject)
        return messages.length
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return messages
}
