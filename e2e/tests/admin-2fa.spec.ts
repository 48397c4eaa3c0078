// Issue 30: admins are who they say they are. The admin signs in with a second factor (TOTP, set up at the
// first sign-in of a fresh platform: this spec runs before every other that signs in as admin); any user may
// turn it on in settings. The tests compute the codes from the secret, as an authenticator app does.
import { expect, test } from '@playwright/test'
import { logIn, logInAsAdmin, passSecondFactor, signUp, totpCode, uniqueEmail } from './helpers'

test('the admin signs in with TOTP: set up at the first sign-in (QR code, key, ten recovery codes), then asked for the code', async ({ browser }) => {
  const first = await browser.newContext()
  const page = await first.newPage()
  const { enrolled } = await logInAsAdmin(page)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  // The first sign-in of a fresh platform enrolls (when this spec runs alone after others, it had already).
  test.info().annotations.push({ type: 'second factor', description: enrolled ? 'enrolled now' : 'already enrolled' })
  await first.close()

  const second = await browser.newContext()
  const again = await second.newPage()
  expect((await logInAsAdmin(again)).enrolled).toBe(false)
  await expect(again.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await second.close()
})

test('a wrong code is refused in the Admin Login dialog', async ({ page }) => {
  await logInAsAdmin(page) // enrolled (or already)
  await page.context().clearCookies()
  await page.goto('/')
  await page.getByRole('button', { name: 'Admin' }).click()
  const dialog = page.getByRole('dialog', { name: 'Admin Login' })
  await dialog.getByLabel('Email').fill(process.env.ADMIN_EMAIL ?? 'admin@cosign.local')
  await dialog.getByLabel('Password').fill(process.env.ADMIN_PASSWORD ?? 'admin12345')
  await dialog.getByRole('button', { name: 'Login as Admin' }).click()
  const step = dialog.getByRole('region', { name: 'Two-step sign-in', exact: true })
  await step.getByLabel('Authentication code').fill('000000')
  await step.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(step.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible()
})

test('a renter turns two-step sign-in on in settings; the next login asks for the code', async ({ page }) => {
  const user = { firstName: 'Tina', lastName: 'Totp', email: uniqueEmail('totp'), password: 'secret12', role: 'renter' as const }
  await signUp(page, user)
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Two-step sign-in', exact: true })
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByLabel('Setup key').textContent())!.trim()
  await page.getByLabel('Authentication code').fill(await totpCode(secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'I saved my recovery codes' }).click()
  await expect(section.getByText(/Recovery codes left: 10/)).toBeVisible()

  await page.context().clearCookies()
  await logIn(page, user.email, user.password)
  expect((await passSecondFactor(page, secret)).enrolled).toBe(false)
  await expect(page).toHaveURL(/\/dashboard/)
})
