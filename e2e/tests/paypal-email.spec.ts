import { expect, test } from '@playwright/test'
import { ACCOUNT_MESSAGES, PAYMENT_MESSAGES } from '@cosign/api'
import {
  acceptedMatchRequest,
  approvedCosigner,
  auth,
  createContractByApi,
  newPartyPage,
  TINY_PNG,
} from './helpers.js'
import { paypalConfirmationLink } from './mail-catcher.js'

// Issue 27: the PayPal payout email is confirmed before it receives money. The renter's payments of a signed
// contract wait (the server's hold, shown on the payment screen) until the cosigner opens the link mailed to that
// address; the cosigner's profile says "confirmed" only then.
test('the renter waits for the cosigner to confirm the PayPal email, who confirms it from the mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const cosigner = await approvedCosigner(request, {}, {}, { confirmPaypal: false })
  const { renter, requestId } = await acceptedMatchRequest(request, { cosigner })
  const contract = await createContractByApi(request, cosigner, requestId, 100_000)
  const signed = await request.post(`/api/contracts/contracts/${contract.id}/sign`, {
    headers: auth(renter.token),
    data: { imagePng: TINY_PNG, termsHash: contract.termsHash },
  })
  expect(signed.status(), await signed.text()).toBe(200)

  // The renter's payment screen: held, with the reason, and nothing to pay yet.
  const renterPage = await newPartyPage(browser, renter)
  await renterPage.goto(`/contract-management?contractId=${contract.id}`)
  const hold = renterPage.getByTestId('payment-hold')
  await expect(hold).toContainText(PAYMENT_MESSAGES.payoutEmailUnconfirmed)
  await expect(renterPage.getByTestId('payment-step-1').getByRole('button', { name: 'Pay $200.00' })).toBeDisabled()
  // The server refuses it too.
  const refused = await request.post('/api/payments/checkout', {
    headers: auth(renter.token),
    data: { purpose: 'contract_platform_fee', subjectId: contract.id },
  })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('PAYOUT_EMAIL_UNCONFIRMED')

  // The dashboards say the same: the renter waits (no "Pay step 1" shortcut), the cosigner is sent to the profile.
  await renterPage.goto('/dashboard')
  const renterNext = renterPage.getByTestId('active-contract').filter({ hasText: contract.cosignerName }).getByTestId('next-action')
  await expect(renterNext).toHaveText(PAYMENT_MESSAGES.payoutEmailUnconfirmed)
  const cosignerPage = await newPartyPage(browser, cosigner)
  await cosignerPage.goto('/dashboard')
  const cosignerNext = cosignerPage.getByTestId('active-contract').filter({ hasText: contract.renterName }).getByTestId('next-action')
  await expect(cosignerNext).toHaveText(PAYMENT_MESSAGES.confirmYourPaypalEmail)
  await expect(cosignerNext).toHaveAttribute('href', '/profile/cosigner')
  await renterPage.goto(`/contract-management?contractId=${contract.id}`)

  // The cosigner's profile: not confirmed yet; the contract tells them what to do.
  await cosignerPage.goto('/profile/cosigner')
  const status = cosignerPage.getByTestId('paypal-email-status')
  await expect(status).toContainText(cosigner.email)
  await expect(status).toContainText('Not confirmed yet')
  await cosignerPage.goto(`/contracts/${contract.id}`)
  await expect(cosignerPage.getByTestId('payment-hold')).toContainText(PAYMENT_MESSAGES.confirmYourPaypalEmail)

  // The link from the mail catcher, opened in the cosigner's browser.
  await cosignerPage.goto(await paypalConfirmationLink(request, cosigner.email))
  await expect(cosignerPage.getByText(ACCOUNT_MESSAGES.paypalEmailConfirmed)).toBeVisible()
  await cosignerPage.goto('/profile/cosigner')
  await expect(status).toContainText('PayPal email confirmed')
  await expect(status).not.toContainText('Not confirmed yet')

  // The renter can pay now (the contracts service applied the confirmation).
  await expect(async () => {
    await renterPage.reload()
    await expect(renterPage.getByTestId('payment-step-1').getByRole('button', { name: 'Pay $200.00' })).toBeEnabled({
      timeout: 2_000,
    })
  }).toPass({ timeout: 20_000 })
  await expect(renterPage.getByTestId('payment-hold')).toHaveCount(0)
  await renterPage.goto('/dashboard')
  await expect(renterNext).toHaveText(/^Pay step 1: platform fee/)

  await cosignerPage.context().close()
  await renterPage.context().close()
})
