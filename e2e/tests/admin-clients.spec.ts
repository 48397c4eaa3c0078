import { expect, test, type APIRequestContext } from '@playwright/test'
import { ADMIN, auth, logInAsAdmin, signUpByApi } from './helpers'

// The admin clients tab lists every account, not only listed profiles: a cosigner who just signed up (no
// profile) is found under Cosigners, opens in a client profile, and Back returns to the same list.
const PASSWORD = 'secret-pass-1'

/** The sign-up reaches the matching service by event: wait until the admin API finds the account. */
async function waitUntilListed(request: APIRequestContext, search: string) {
  const login = await request.post('/api/auth/admin/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  })
  expect(login.ok(), await login.text()).toBeTruthy()
  const { accessToken } = (await login.json()) as { accessToken: string }
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
  await expect(
    page.getByTestId('activity-timeline').or(page.getByRole('heading', { name: 'No activity yet' })),
  ).toBeVisible()
  expect(await pageOverflows()).toBe(false)

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
