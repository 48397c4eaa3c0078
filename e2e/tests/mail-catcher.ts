import { expect, type APIRequestContext } from '@playwright/test'

// helpers.ts uses this module (sign-ups confirm their address), so the offset is read here rather than from there.
const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0) || 0

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

export const CONFIRM_SUBJECT = 'Confirm your email for Cosign'

/** The confirmation link (`/verify-email?token=`) of the latest confirmation email sent to `to`. */
export async function confirmationLink(request: APIRequestContext, to: string): Promise<string> {
  const mails = await mailTo(request, to, CONFIRM_SUBJECT)
  return /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mails[mails.length - 1].text)![1]
}

export const PAYPAL_CONFIRM_SUBJECT = 'Confirm your PayPal email for Cosign'

/**
 * The link (`/confirm-paypal-email?token=`) of the latest PayPal email confirmation sent to `to` (issue 27: auth
 * mails it when the cosigner profile sets or changes the PayPal email).
 */
export async function paypalConfirmationLink(request: APIRequestContext, to: string): Promise<string> {
  const mails = await mailTo(request, to, PAYPAL_CONFIRM_SUBJECT)
  return /(https?:\/\/\S+\/confirm-paypal-email\?token=[A-Za-z0-9_-]+)/.exec(mails[mails.length - 1].text)![1]
}
