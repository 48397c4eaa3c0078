import { expect, test } from '@playwright/test'
import { ACCOUNT_MESSAGES } from '@cosign/api'
import { approvedCosigner, logIn, signUp, uniqueEmail } from './helpers'
import { MAIL_CATCHER, mailTo } from './mail-catcher'

// Password reset by email (issue 29), read from the local mail catcher's API.

test('forgot password: the emailed link sets a new password once and ends the old session', async ({ page, browser, request }) => {
  const user = { firstName: 'Fay', lastName: 'Forgetful', email: uniqueEmail('fay'), password: 'first-pass-1', role: 'renter' as const }
  await signUp(page, user)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard/)

  // Another browser, signed out: the login page's "Forgot password?".
  const other = await browser.newContext()
  const visitor = await other.newPage()
  await visitor.goto('/login')
  await visitor.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(visitor).toHaveURL(/\/forgot-password$/)
  await visitor.getByLabel('Email').fill(user.email)
  await visitor.getByRole('button', { name: 'Send reset link' }).click()
  await expect(visitor.getByText(/If an account exists for that email/)).toBeVisible()

  const [mail] = await mailTo(request, user.email, 'Reset your Cosign password')
  const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]

  await visitor.goto(link)
  await visitor.getByLabel('New password', { exact: true }).fill('second-pass-2')
  await visitor.getByLabel('Confirm new password').fill('second-pass-2')
  await visitor.getByRole('button', { name: 'Set new password' }).click()
  await expect(visitor).toHaveURL(/\/login$/)
  await expect(visitor.getByText('Your password has been changed. Please log in with your new password.').first()).toBeVisible()

  // The link works once.
  await visitor.goto(link)
  await visitor.getByLabel('New password', { exact: true }).fill('third-pass-3')
  await visitor.getByLabel('Confirm new password').fill('third-pass-3')
  await visitor.getByRole('button', { name: 'Set new password' }).click()
  await expect(visitor.getByText('This password reset link is invalid or has expired. Please ask for a new one.')).toBeVisible()

  // The old password no longer works, the new one does.
  await logIn(visitor, user.email, user.password)
  await expect(visitor.getByText('Please check your credentials and try again.').first()).toBeVisible()
  await logIn(visitor, user.email, 'second-pass-2')
  await expect(visitor).toHaveURL(/\/dashboard/)
  await other.close()

  // The first browser's session has ended: its next visit to a signed-in page goes to login.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login/)

  // And an email says the password changed.
  await mailTo(request, user.email, 'Your Cosign password was changed')
})

test('forgot password answers the same for an address without an account, and sends nothing', async ({ page, request }) => {
  const nobody = uniqueEmail('nobody')
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(nobody)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible()
  const res = await request.get(`${MAIL_CATCHER}/api/messages?to=${encodeURIComponent(nobody)}`)
  expect(((await res.json()) as { messages: unknown[] }).messages).toHaveLength(0)
})

test('the Admin Login dialog offers "Forgot password?"', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Admin' }).click()
  const dialog = page.getByRole('dialog', { name: 'Admin Login' })
  await dialog.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
})

test('sign-up mails a confirmation link; the banner offers "Resend" until the link is opened', async ({ page, request }) => {
  const user = { firstName: 'Vic', lastName: 'Verified', email: uniqueEmail('vic'), password: 'vic-pass-1', role: 'renter' as const }
  await signUp(page, user, { confirm: false })
  const banner = page.getByRole('region', { name: 'Email confirmation' })
  await expect(banner).toContainText('Please confirm your email address')
  await mailTo(request, user.email, 'Confirm your email for Cosign')

  // Before paying: a cosigner's profile (the contact unlock's Pay) says the address must be confirmed first.
  const cosigner = await approvedCosigner(request)
  await page.goto(`/profile/${cosigner.profileId}`)
  const notice = page.getByText(ACCOUNT_MESSAGES.verifyEmailToPay)
  await expect(notice).toBeVisible()
  await page.goto('/dashboard')

  await banner.getByRole('button', { name: 'Resend' }).click()
  await expect(banner.getByRole('status')).toHaveText('We have sent a new confirmation link. It expires in 48 hours.')
  const mails = await mailTo(request, user.email, 'Confirm your email for Cosign', 2)
  const link = /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mails[1].text)![1]

  await page.goto(link)
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible()
  await expect(banner).toHaveCount(0)
  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(banner).toHaveCount(0)
  await page.goto(`/profile/${cosigner.profileId}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(notice).toHaveCount(0)

  // The older link ended with the confirmation.
  const older = /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mails[0].text)![1]
  await page.goto(older)
  await expect(page.getByText('This confirmation link is invalid or has expired. Sign in and ask for a new one.')).toBeVisible()
})
