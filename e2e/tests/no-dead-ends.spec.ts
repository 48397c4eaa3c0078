import { expect, test, type Page } from '@playwright/test'
import {
  E2E_PASSWORD,
  TINY_PNG,
  approvedCosigner,
  logIn,
  payByApi,
  renterWithProfileByApi,
  saveCosignerProfileByApi,
  signUpByApi,
  uniqueEmail,
} from './helpers'
import { confirmationLink } from './mail-catcher'

// Issue 15, "a new user can go from the home page to a paid unlock and back to the profile they unlocked
// without a dead end": the success and cancel pages return the payer to what they were paying for (the
// profile, the match results), a cancelled payment reads "Cancelled" in the history, never "Pending".

async function onPayPal(page: Page, button: 'Approve' | 'Cancel') {
  await page.waitForURL(/\/checkoutnow\?token=/)
  await page.getByRole('button', { name: button }).click()
}

async function historyRow(page: Page, purpose: string) {
  await page.goto('/payments')
  await expect(page.getByRole('status').filter({ hasText: 'Loading your payments' })).toHaveCount(0)
  return page.getByTestId('payment-row').filter({ hasText: purpose })
}

test('home page -> sign up -> listings -> profile -> cancel, back to the profile -> paid unlock -> back to the unlocked profile', async ({
  page,
  request,
}) => {
  const cosigner = await approvedCosigner(request)
  const renter = { email: uniqueEmail('journey'), password: 'secret-pass-1' }

  await test.step('from the home page to a renter account', async () => {
    await page.goto('/')
    await expect(page.locator('.mk[data-mounted="true"]')).toBeVisible()
    await page.locator('.mk').getByRole('link', { name: 'I Need a Cosigner' }).first().click()
    await expect(page).toHaveURL(/\/renter$/)
    await page.locator('.mk').getByRole('link', { name: 'Sign Up as a Renter' }).first().click()
    await expect(page).toHaveURL(/\/signup\?type=renter$/)
    await page.getByLabel('First name').fill('Nina')
    await page.getByLabel('Last name').fill('Newcomer')
    await page.getByLabel('Email').fill(renter.email)
    await page.getByLabel('Password', { exact: true }).fill(renter.password)
    await page.getByLabel('Confirm password').fill(renter.password)
    await page.getByLabel(/I accept the Terms of Service/).check()
    await page.getByRole('button', { name: /sign up|create account/i }).click()
    await expect(page).toHaveURL(/\/profile\/renter$/)
    // Paying needs a confirmed address (issue 29): the link from the email, as the newcomer opens it.
    await page.goto(await confirmationLink(request, renter.email))
    await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  })

  let profileUrl = ''
  await test.step('browse to the cosigner profile', async () => {
    // Signed in, the one app navigation lists it (the header's Browse is for visitors).
    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Listings' }).click()
    await expect(page).toHaveURL(/\/listings/)
    await page.getByLabel('Search').fill(cosigner.lastName)
    await page.getByRole('button', { name: 'Search' }).click()
    // Listing cards name people by first name and last initial (issue 27); the search found this one only.
    const card = page.getByRole('listitem', { name: `Test ${cosigner.lastName[0]!.toUpperCase()}.` })
    await expect(card).toHaveCount(1)
    await card.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/profile/${cosigner.profileId}$`))
    profileUrl = page.url()
    await expect(page.getByText(cosigner.email)).toHaveCount(0)
  })

  await test.step('cancelling on PayPal returns to the profile and the history says Cancelled', async () => {
    await page.getByRole('button', { name: /^Unlock Contact for \$/ }).click()
    await onPayPal(page, 'Cancel')
    await expect(page).toHaveURL(/\/cancel\?/)
    await expect(page.getByText('Nothing was charged')).toBeVisible()
    await expect(page.getByText('You cancelled the payment for unlock contact details.')).toBeVisible()
    const back = page.getByRole('link', { name: 'Back to the profile' })
    await expect(back).toHaveAttribute('href', `/profile/${cosigner.profileId}`)
    await expect(page.getByRole('link', { name: 'Back to contract management' })).toHaveCount(0)
    await back.click()
    await expect(page).toHaveURL(profileUrl)
    await expect(page.getByRole('button', { name: /^Unlock Contact for \$/ })).toBeVisible()

    const row = await historyRow(page, 'Unlock contact details')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Cancelled')
    await expect(row).not.toContainText('Pending')
    // The payment center opened on its own says where payments start, not "Pay for a step".
    await expect(page.getByRole('heading', { name: 'Nothing to pay right now' })).toBeVisible()
    await expect(page.getByText('Pay for a step')).toHaveCount(0)
  })

  await test.step('paying returns to the profile, now unlocked', async () => {
    await page.goto(profileUrl)
    await page.getByRole('button', { name: /^Unlock Contact for \$/ }).click()
    await onPayPal(page, 'Approve')
    await expect(page).toHaveURL(/\/success\?/)
    await expect(page.getByText('Payment successful! Transaction ID')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to the profile' }).click()
    await expect(page).toHaveURL(profileUrl)
    // No reload: the page waits for the unlock the payment bought instead of offering to pay again.
    await expect(page.getByText(cosigner.email)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'Chat', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Unlock Contact/ })).toHaveCount(0)
  })
})

test('matching: cancel returns to Find Your Cosigner, paying returns to the match results', async ({ page, request }) => {
  await approvedCosigner(request)
  const renter = await renterWithProfileByApi(request, 'Mara')
  await logIn(page, renter.email, E2E_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard/)

  await page.getByRole('button', { name: 'Request Match' }).click()
  await expect(page).toHaveURL(/\/dashboard\?view=find-cosigner$/)
  await page.getByRole('button', { name: /^Pay \$[\d.,]+ and Find Matches$/ }).click()
  await onPayPal(page, 'Cancel')
  await expect(page).toHaveURL(/\/cancel\?/)
  const back = page.getByRole('link', { name: 'Back to Find Your Cosigner' })
  await expect(back).toHaveAttribute('href', '/dashboard?view=find-cosigner')
  await back.click()
  await expect(page.getByRole('heading', { name: 'Find Your Cosigner' })).toBeVisible()

  await page.getByRole('button', { name: /^Pay \$[\d.,]+ and Find Matches$/ }).click()
  await onPayPal(page, 'Approve')
  await expect(page.getByText('Payment successful! Transaction ID')).toBeVisible({ timeout: 20_000 })
  await page.getByRole('link', { name: 'See your matches' }).click()
  await expect(page).toHaveURL(/\/dashboard\?view=find-cosigner$/)
  // The results view (with the renter's requests under it), not the payment card again.
  await expect(page.getByRole('heading', { name: 'My Requests' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: /and Find Matches$/ })).toHaveCount(0)

  const row = await historyRow(page, 'Cosigner matching')
  await expect(row.filter({ hasText: 'Completed' })).toHaveCount(1)
  await expect(row.filter({ hasText: 'Cancelled' })).toHaveCount(1)
})

test('a pending cosigner\'s dashboard says the profile waits for review, and a new credit score shows without a reload', async ({
  page,
  request,
}) => {
  const cosigner = await signUpByApi(request, 'COSIGNER', 'pendingcos', { password: E2E_PASSWORD })
  const profileId = await saveCosignerProfileByApi(request, cosigner)
  await expect(async () => {
    await payByApi(request, cosigner.token, { purpose: 'profile_creation', subjectId: profileId })
  }).toPass({ timeout: 20_000 })
  await logIn(page, cosigner.email, E2E_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard/)

  // Paid, not yet reviewed: "Inactive" comes with the reason, not a bare "Complete".
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('Complete: waiting for review')).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible()
  await expect(page.getByTestId('profile-status-note')).toContainText('waiting for an admin to review')

  const scoreCard = page.getByRole('region', { name: 'Credit Score' }).or(page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: 'Credit Score' }) }))
  await expect(scoreCard.first()).not.toContainText('810')
  await page.getByRole('button', { name: 'Upload Credit Score' }).click()
  const upload = page.getByRole('form', { name: 'Upload credit score' })
  await upload.getByLabel('Credit score').fill('810')
  await upload
    .getByLabel('Credit report file')
    .setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG.split(',')[1]!, 'base64') })
  await upload.getByRole('button', { name: 'Upload Credit Score' }).click()
  await expect(page.getByText('Credit score uploaded successfully.').first()).toBeVisible()
  // At once, without a reload (the profile summary learns it from an event a moment later).
  await expect(scoreCard.first()).toContainText('810 · Excellent', { timeout: 2_000 })
})
