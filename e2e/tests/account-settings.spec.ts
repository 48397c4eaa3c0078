import { expect, test } from '@playwright/test'
import { logIn, signUp, uniqueEmail } from './helpers'
import { mailTo } from './mail-catcher'

// The account settings page (issue 29): a password change needs the current one and signs the other devices
// out; an email change takes effect through the link mailed to the new address (read from the mail catcher).

test('settings: change the name and the password (other device signed out), then the email through its link', async ({ page, browser, request }) => {
  const user = { firstName: 'Sam', lastName: 'Settings', email: uniqueEmail('sam'), password: 'first-pass-1', role: 'renter' as const }
  await signUp(page, user)

  // A second device, signed in too.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await logIn(otherPage, user.email, user.password)
  await expect(otherPage).toHaveURL(/\/dashboard|\/profile/)

  await page.getByRole('link', { name: 'Settings' }).first().click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible()
  const sessions = page.getByRole('region', { name: 'Where you are signed in', exact: true })
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  await expect(sessions.getByText('This device')).toBeVisible()

  // Name.
  const name = page.getByRole('region', { name: 'Name', exact: true })
  await name.getByLabel('First name').fill('Samantha')
  await name.getByRole('button', { name: 'Save name' }).click()
  await expect(name.getByText('Your name has been saved.')).toBeVisible()

  // Password: the current one is checked first.
  const password = page.getByRole('region', { name: 'Password', exact: true })
  await password.getByLabel('Current password').fill('not-my-password')
  await password.getByLabel('New password', { exact: true }).fill('second-pass-2')
  await password.getByLabel('Confirm new password').fill('second-pass-2')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('Your current password is not correct.')).toBeVisible()
  await password.getByLabel('Current password').fill(user.password)
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('Your password has been changed. Every other device has been signed out.')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  await mailTo(request, user.email, 'Your Cosign password was changed')

  // The other device is signed out; this one is not.
  await otherPage.goto('/dashboard')
  await expect(otherPage).toHaveURL(/\/login/)
  await other.close()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible()

  // Email: nothing changes until the link mailed to the new address is opened; the old address is told.
  const newEmail = uniqueEmail('sam-new')
  const email = page.getByRole('region', { name: 'Email', exact: true })
  await email.getByLabel('New email').fill(newEmail)
  await email.getByLabel('Current password').fill('second-pass-2')
  await email.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(email.getByText(`We have sent a confirmation link to ${newEmail}.`, { exact: false })).toBeVisible()
  await expect(email.locator('strong')).toHaveText(user.email)
  await mailTo(request, user.email, 'Your Cosign email is being changed')
  const [mail] = await mailTo(request, newEmail, 'Confirm your new email for Cosign')
  const link = /(https?:\/\/\S+\/confirm-email-change\?token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]

  await page.goto(link)
  await expect(page.getByText('Your email address has been changed.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to your settings' }).click()
  await expect(page.getByRole('region', { name: 'Email', exact: true }).locator('strong')).toHaveText(newEmail)

  // The link works once.
  await page.goto(link)
  await expect(page.getByText('This email change link is invalid or has expired.', { exact: false })).toBeVisible()
})
