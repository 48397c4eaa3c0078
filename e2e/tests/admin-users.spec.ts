import { expect, test, type Page } from '@playwright/test'
import { ADMIN, logInAsAdmin, signUpByApi } from './helpers'

// The admin users tab: find a fresh renter, switch them off (their login is refused), switch them on again.
const PASSWORD = 'secret-pass-1'
const INACTIVE_MESSAGE = 'This account has been deactivated. Please contact support.'

async function findUser(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Users' }).click()
  await page.getByLabel('Search users').fill(email)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const row = page.getByTestId('user-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(email)
  return page.getByRole('switch', { name: `Active: ${email}` })
}

test('an admin switches a renter off, the renter cannot log in, and the admin switches them on again', async ({
  browser,
  page,
  request,
}) => {
  const renter = await signUpByApi(request, 'RENTER', 'userstatus', { password: PASSWORD, firstName: 'Sam' })

  await logInAsAdmin(page)
  const active = await findUser(page, renter.email)
  await expect(active).toBeChecked()
  await expect(active).toBeEnabled()
  await active.click()
  await expect(page.getByText('User status updated').first()).toBeVisible()
  await expect(active).not.toBeChecked()
  await expect(active).toBeEnabled()

  // The renter, in a browser of their own, is refused with the message for deactivated accounts.
  const renterContext = await browser.newContext()
  try {
    const renterPage = await renterContext.newPage()
    await renterPage.goto('/login')
    await renterPage.getByLabel('Email').fill(renter.email)
    await renterPage.getByLabel('Password').fill(PASSWORD)
    await renterPage.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click()
    await expect(renterPage.getByText(INACTIVE_MESSAGE).first()).toBeVisible()
    await expect(renterPage).toHaveURL(/\/login/)

    // Switched on again (after a reload the list reads the flag from the server), the renter gets in.
    await page.reload()
    const inactive = await findUser(page, renter.email)
    await expect(inactive).not.toBeChecked()
    await inactive.click()
    await expect(page.getByText('User status updated').first()).toBeVisible()
    await expect(inactive).toBeChecked()

    await renterPage.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click()
    await expect(renterPage).toHaveURL(/\/(dashboard|create-profile)/)
  } finally {
    await renterContext.close()
  }

  // Admin accounts have no working switch.
  await page.getByLabel('Search users').fill(ADMIN.email)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('switch', { name: `Active: ${ADMIN.email}` })).toBeDisabled()

  // A search nobody matches says so and offers the whole list back.
  await page.getByLabel('Search users').fill(`nobody-${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear search and filters' }).click()
  await expect(page.getByLabel('Search users')).toHaveValue('')
  await expect(page.getByTestId('user-row').first()).toBeVisible()
})

test('the users tab works on a 375px wide screen', async ({ page, request }) => {
  const renter = await signUpByApi(request, 'RENTER', 'usersnarrow', { password: PASSWORD })
  await page.setViewportSize({ width: 375, height: 740 })
  await logInAsAdmin(page)
  // The table scrolls inside its own region; the page itself never scrolls sideways.
  const pageOverflows = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
  const active = await findUser(page, renter.email)
  await active.scrollIntoViewIfNeeded()
  await expect(active).toBeVisible()
  expect(await pageOverflows()).toBe(false)
  // Admin rows (with their locked switch and its note) too.
  await page.getByLabel('Search users').fill('')
  await page.getByLabel('Role').selectOption('ADMIN')
  await expect(page.getByRole('switch', { name: `Active: ${ADMIN.email}` })).toBeDisabled()
  expect(await pageOverflows()).toBe(false)
})
