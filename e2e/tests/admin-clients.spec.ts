import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminToken, auth, logInAsAdmin, signUpByApi } from './helpers'

// The admin clients tab lists every account, not only listed profiles: a cosigner who just signed up (no
// profile) is found under Cosigners, opens in a client profile, and Back returns to the same list.
const PASSWORD = 'secret-pass-1'

/** The sign-up reaches the matching service by event: wait until the admin API finds the account. */
async function waitUntilListed(request: APIRequestContext, search: string) {
  const accessToken = await adminToken(request)
  await expect
    .poll(async () => {
      const res = await request.get('/api/matching/admin/clients', {
        headers: auth(accessToken),
        params: { kind: 'cosigner', search },
      })
      return res.ok() ? ((await res.json()) as { total: number }).total : -1
    })
    .toBe(1)
}

/** The chat service records the timeline from events: wait until the client's row is there. */
async function waitForActivity(request: APIRequestContext, clientId: string, title: string) {
  const token = await adminToken(request)
  await expect
    .poll(async () => {
      const res = await request.get('/api/chat/admin/activity', { headers: auth(token), params: { clientId } })
      return res.ok() ? ((await res.json()) as { items: { title: string }[] }).items.map((item) => item.title) : []
    })
    .toContain(title)
}

test('a new cosigner without a profile is found under Cosigners, opens in a profile, and Back returns', async ({
  page,
  request,
}) => {
  const cosigner = await signUpByApi(request, 'COSIGNER', 'clientsnew', {
    password: PASSWORD,
    firstName: 'Casey',
  })
  const name = `Casey ${cosigner.lastName}`
  await waitUntilListed(request, cosigner.lastName)
  await waitForActivity(request, cosigner.id, 'Account created')

  await page.setViewportSize({ width: 375, height: 740 })
  await logInAsAdmin(page)
  await page.getByRole('tab', { name: 'Clients' }).click()
  await page.getByLabel('Search clients').fill(cosigner.lastName)
  const cosignersTab = page.getByRole('tab', { name: /^Cosigners \(1\)$/ })
  await cosignersTab.click()
  const card = page.getByRole('list', { name: 'Cosigners' }).getByRole('button', { name })
  await expect(card).toBeVisible()
  await expect(card).toContainText(cosigner.email)
  await expect(card).toContainText('No profile')
  // The page never scrolls sideways on a phone-sized screen.
  const pageOverflows = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
  expect(await pageOverflows()).toBe(false)

  // The card opens the client profile in the tab; focus moves to its heading.
  await card.click()
  await expect(page).toHaveURL(new RegExp(`[?&]client=${cosigner.id}`))
  const heading = page.getByRole('heading', { level: 2, name })
  await expect(heading).toBeFocused()
  await expect(page.getByRole('heading', { name: 'No cosigner profile yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: cosigner.email })).toBeVisible()
  // The figures the payments and contracts services computed (a new cosigner: nothing earned, no leases),
  // the actions, and the activity timeline.
  const figures = page.getByTestId('client-figures')
  await expect(figures).toContainText('Earnings')
  await expect(figures).toContainText('$0.00')
  await expect(figures).toContainText('Active leases')
  for (const action of ['Send Message', 'Generate Report'])
    await expect(page.getByRole('button', { name: action })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Transaction History' })).toBeVisible()
  await expect(page.getByRole('switch', { name: `Active: ${cosigner.email}` })).toBeChecked()
  // The sign-up is on the client's own timeline (the chat service keeps it from user.registered).
  await expect(page.getByTestId('activity-timeline')).toContainText('Account created')
  expect(await pageOverflows()).toBe(false)

  // Send Message: one notification, in the client's own list.
  await page.getByRole('button', { name: 'Send Message' }).click()
  const dialog = page.getByRole('dialog', { name: `Message ${name}` })
  await dialog.getByLabel('Title').fill('About your profile')
  await dialog.getByLabel('Message').fill('Please add your employer.')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Message sent' })).toBeVisible()
  await expect(dialog).toHaveCount(0)
  const notifications = await request.get('/api/chat/notifications', { headers: auth(cosigner.token) })
  expect(notifications.ok()).toBeTruthy()
  const { items } = (await notifications.json()) as { items: { title: string; message: string }[] }
  expect(items).toContainEqual(expect.objectContaining({ title: 'About your profile', message: 'Please add your employer.' }))

  // Generate Report: a PDF of this client.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Generate Report' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`client-report-${cosigner.id}.pdf`)
  const pdf = readFileSync((await download.path())!)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // Back to clients: the same sub-tab and search, focus back on the card.
  await page.getByRole('button', { name: 'Back to clients' }).click()
  await expect(page).toHaveURL(/\/admin\?tab=clients$/)
  await expect(cosignersTab).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Search clients')).toHaveValue(cosigner.lastName)
  await expect(card).toBeFocused()

  // The browser's Back closes the profile too.
  await card.click()
  await expect(heading).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(/\/admin\?tab=clients$/)
  await expect(card).toBeFocused()

  // The tab is in the URL: a reload comes back to the clients list.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Search clients')).toBeVisible()
})
