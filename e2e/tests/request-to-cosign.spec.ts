import { expect, test } from '@playwright/test'
import {
  approveAndVerify,
  approvedCosigner,
  E2E_PASSWORD,
  logIn,
  newPartyPage,
  renterWithProfileByApi,
} from './helpers.js'

// Issue 27 (Choice): a renter picks a cosigner in Listings and asks her to cosign from her profile, paying the
// matching fee there once; the button then says why it is closed, and another cosigner is asked without paying again.

test('a renter picks a cosigner in Listings and requests from the profile (fee paid once)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000) // two PayPal approvals and three parties' pages
  const chosen = await approvedCosigner(request)
  const armored = await approvedCosigner(request, { requiresLeaseArmor: true })
  const renter = await renterWithProfileByApi(request)
  // Listings and a profile not yet unlocked name a cosigner by first name and last initial (issue 27, privacy).
  const shownName = `Test ${chosen.lastName[0]!.toUpperCase()}.`
  await logIn(page, renter.email, E2E_PASSWORD)
  await expect(page).not.toHaveURL(/\/login/)

  // Listings: the chosen cosigner's card offers the request.
  await page.goto(`/listings?tab=cosigners&search=${encodeURIComponent(chosen.lastName)}`)
  const card = page.getByRole('listitem', { name: shownName })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await card.getByRole('link', { name: 'Request to cosign' }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/${chosen.profileId}\\?request=listing`))

  // No matching session yet: the fee comes first, on this page, then PayPal brings the renter back to the form.
  await expect(page.getByRole('heading', { name: 'Pay the matching fee to send your request' })).toBeVisible()
  await page.getByRole('button', { name: /^Pay \$[\d,.]+ and continue$/ }).click()
  await approveAndVerify(page, request, renter.token)
  await page.getByRole('link', { name: 'Continue to your request' }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/${chosen.profileId}`))

  // The matching fee paid for her unlocks her contact details, full name included.
  const form = page.getByRole('heading', { name: `Request to cosign: Test ${chosen.lastName}` })
  await expect(form).toBeVisible({ timeout: 20_000 })
  await page.getByLabel('Monthly rent (USD)').fill('1500')
  await page.getByLabel('Lease duration').selectOption('12')
  await page.getByLabel('Property address').fill('12 Main St, Austin, TX')
  await page.getByLabel('Move-in date').fill(`${new Date().getUTCFullYear() + 1}-06-01`)
  await page.getByRole('button', { name: 'Send Request' }).click()
  await expect(page.getByText('Request sent')).toBeVisible()

  // Back on the profile later: the button is closed, with the server's reason beside it.
  await page.goto(`/profile/${chosen.profileId}`)
  const button = page.getByRole('button', { name: 'Request to cosign' })
  await expect(button).toBeDisabled()
  await expect(button).toHaveAccessibleDescription('You already have a pending request with this cosigner.')

  // The listing card says the same, from one call for the whole page.
  await page.goto(`/listings?tab=cosigners&search=${encodeURIComponent(chosen.lastName)}`)
  const cardButton = card.getByRole('button', { name: 'Request to cosign' })
  await expect(cardButton).toBeDisabled()
  await expect(cardButton).toHaveAccessibleDescription(
    'You already have a pending request with this cosigner.',
  )

  // Another cosigner whose rules refuse this renter (Lease Armor): closed with the reason and the way to fix it;
  // no second payment is offered anywhere.
  await page.goto(`/profile/${armored.profileId}`)
  await expect(page.getByRole('button', { name: 'Request to cosign' })).toBeDisabled()
  await expect(page.getByText(/requires Lease Armor rental protection/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Choose a Lease Armor plan on your dashboard' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)

  // The cosigner sees the request and where it came from.
  const cosignerPage = await newPartyPage(browser, chosen)
  await cosignerPage.goto('/renter-requests')
  const received = cosignerPage.getByRole('region', { name: /^Request from / })
  await expect(received).toBeVisible()
  await expect(received.getByText('Your profile page')).toBeVisible()
  await cosignerPage.context().close()
})
