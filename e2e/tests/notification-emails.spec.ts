import { expect, test, type APIRequestContext } from '@playwright/test'
import { newPartyPage, PORT_OFFSET, sentMatchRequest } from './helpers.js'

// Notification emails (issue 29), read from the local mail catcher's API: a cosigner receives the new-request
// email and its button opens the request; its one-click unsubscribe link (opened signed out) switches that kind
// off, which the notification settings then show, and switching it back on there works.
const MAIL_CATCHER = `http://127.0.0.1:${4026 + PORT_OFFSET}`

interface CaughtMail {
  subject: string
  text: string
  headers: Record<string, string>
}

async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail[] = []
  await expect
    .poll(
      async () => {
        const res = await request.get(`${MAIL_CATCHER}/api/messages?to=${encodeURIComponent(to)}`)
        found = ((await res.json()) as { messages: CaughtMail[] }).messages.filter((m) => m.subject === subject)
        return found.length
      },
      { timeout: 30_000 },
    )
    .toBe(1)
  return found[0]
}

test('a cosigner is mailed a new request, the link opens it, and the unsubscribe link switches that email off', async ({
  browser,
  request,
}) => {
  const { cosigner, requestId } = await sentMatchRequest(request)
  const mail = await mailTo(request, cosigner.email, 'New match request')
  const openLink = /Review the request: (\S+)/.exec(mail.text)![1]
  expect(openLink).toMatch(new RegExp(`/renter-requests#request-${requestId}$`))
  const unsubscribeLink = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1]
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  expect(mail.text).toContain(`Unsubscribe from these emails: ${unsubscribeLink}`)

  // The email's button, signed in as the cosigner: the requests page, scrolled to that request.
  const cosignerPage = await newPartyPage(browser, cosigner)
  await cosignerPage.goto(openLink)
  const requestItem = cosignerPage.locator(`[id="request-${requestId}"]`)
  await expect(requestItem.getByRole('region', { name: /^Request from / })).toBeVisible({ timeout: 20_000 })
  await expect(requestItem).toBeInViewport()

  // The unsubscribe link in another browser, signed out: a page asks first (opening it changes nothing).
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(unsubscribeLink)
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe from these emails?' })).toBeVisible()
  await expect(visitor.getByText('New match requests')).toBeVisible()

  await cosignerPage.goto('/settings/notifications')
  const newRequests = cosignerPage.getByRole('switch', { name: 'Email: New match requests' })
  await expect(newRequests).toBeChecked()

  await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  await expect(visitor.getByRole('status')).toHaveText(
    'You will no longer receive emails about: New match requests. In-app notifications stay on.',
  )
  await visitorContext.close()

  // The settings show it off (the other kinds untouched), and switch it back on.
  await cosignerPage.reload()
  await expect(newRequests).not.toBeChecked()
  await expect(cosignerPage.getByRole('switch', { name: 'Email: Contracts to sign' })).toBeChecked()
  await newRequests.check()
  await expect(cosignerPage.getByText('Your notification preferences have been saved.')).toBeVisible()
  await cosignerPage.reload()
  await expect(newRequests).toBeChecked()
  await cosignerPage.context().close()
})
