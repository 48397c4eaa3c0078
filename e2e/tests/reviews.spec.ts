import { expect, test, type Page } from '@playwright/test'
import type { ContractDto } from '@cosign/api'
import {
  acceptedMatchRequest,
  approvedCosigner,
  auth,
  createContractByApi,
  newPartyPage,
  payByApi,
  TINY_PNG,
} from './helpers.js'

// Issue 27, reviews after a lease: once a contract is finalized, both parties review each other on /reviews.
// Double-blind: the first review stays hidden from its subject (who is only told one is waiting) until the
// subject has written theirs; then each sees the other's.

/** Opens /reviews and waits until the finalized contract is offered to review (matching learns it by event). */
async function openToWrite(page: Page, subjectName: string) {
  const card = page.getByRole('heading', { name: `Review ${subjectName}` })
  await expect(async () => {
    await page.goto('/reviews')
    await expect(card).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

async function writeReview(page: Page, subjectName: string, stars: number, text: string) {
  const form = page.getByRole('form', { name: `Review ${subjectName}` })
  await form.getByRole('radio', { name: `${stars} stars` }).check()
  await form.getByLabel('Your review').fill(text)
  await expect(form.getByText(`${text.length} / 1,000 characters`)).toBeVisible()
  await form.getByRole('button', { name: 'Submit review' }).click()
}

test('both parties review after finalization and see each other only when both wrote', async ({ browser, request }) => {
  test.setTimeout(240_000)
  const cosignerAccount = await approvedCosigner(request, {}, { firstName: 'Carmen', lastName: 'Reyes' })
  const { cosigner, renter, requestId } = await acceptedMatchRequest(request, { cosigner: cosignerAccount })
  const contract = await createContractByApi(request, cosigner, requestId, 60_000)
  const signed = await request.post(`/api/contracts/contracts/${contract.id}/sign`, {
    headers: auth(renter.token),
    data: { imagePng: TINY_PNG, termsHash: contract.termsHash },
  })
  expect(signed.status(), await signed.text()).toBe(200)
  for (const purpose of ['contract_platform_fee', 'contract_cosigner_payment'])
    await expect(async () => {
      await payByApi(request, renter.token, { purpose, subjectId: contract.id })
    }).toPass({ timeout: 20_000 })
  await expect
    .poll(async () => {
      const res = await request.get(`/api/contracts/contracts/${contract.id}`, { headers: auth(renter.token) })
      return ((await res.json()) as { contract: ContractDto }).contract.status
    }, { timeout: 20_000 })
    .toBe('finalized')

  const renterName = `Rita ${renter.lastName.charAt(0).toUpperCase()}.`
  const renterReview = 'Carmen explained every clause and answered within the hour.'
  const cosignerReview = 'Rita paid both steps on time and kept me informed.'

  const renterPage = await newPartyPage(browser, renter)
  await test.step('the renter reviews first; the review waits', async () => {
    await openToWrite(renterPage, 'Carmen R.')
    await writeReview(renterPage, 'Carmen R.', 4, renterReview)
    await expect(renterPage.getByRole('heading', { name: 'Nothing to review' })).toBeVisible()
    await renterPage.getByRole('tab', { name: 'Written' }).click()
    const mine = renterPage.getByRole('article', { name: 'About Carmen R.' })
    await expect(mine).toContainText(renterReview)
    await expect(mine).toContainText('Waiting')
  })

  const cosignerPage = await newPartyPage(browser, cosigner)
  await test.step("the cosigner is told a review waits but cannot read it before writing theirs", async () => {
    await openToWrite(cosignerPage, renterName)
    await cosignerPage.getByRole('tab', { name: 'Received' }).click()
    await expect(cosignerPage.getByTestId('reviews-pending')).toContainText('One review about you is waiting')
    await expect(cosignerPage.getByText(renterReview)).toHaveCount(0)
    // Nor through the API (the answer carries no more than the screen shows).
    const received = await request.get('/api/matching/reviews/received', { headers: auth(cosigner.token) })
    expect(await received.text()).not.toContain('Carmen explained')
  })

  await test.step('the cosigner writes theirs; both reviews are released to both', async () => {
    await cosignerPage.getByRole('tab', { name: 'To write' }).click()
    await writeReview(cosignerPage, renterName, 5, cosignerReview)
    await cosignerPage.getByRole('tab', { name: 'Received' }).click()
    const fromRenter = cosignerPage.getByRole('article', { name: /^From Rita/ })
    await expect(fromRenter).toContainText(renterReview)
    await expect(fromRenter).toContainText('4 stars')
    await expect(cosignerPage.getByTestId('reviews-pending')).toHaveCount(0)

    await renterPage.reload()
    await renterPage.getByRole('tab', { name: 'Received' }).click()
    await expect(renterPage.getByRole('article', { name: /^From Carmen R\./ })).toContainText(cosignerReview)
    await renterPage.getByRole('tab', { name: 'Written' }).click()
    await expect(renterPage.getByRole('article', { name: 'About Carmen R.' })).toContainText('Published')
  })

  await test.step("the cosigner's profile shows the average, the count and the review", async () => {
    await renterPage.goto(`/profile/${cosigner.profileId}`)
    const reviews = renterPage.getByRole('region', { name: 'Reviews' })
    await expect(reviews.getByTestId('profile-reviews-summary')).toContainText('4.0 out of 5')
    await expect(reviews.getByTestId('profile-reviews-summary')).toContainText('from 1 review')
    await expect(reviews).toContainText(renterReview)
    // The lease counts come from the real contract (finalized: one active lease, none completed yet).
    await expect(renterPage.getByRole('term').filter({ hasText: /^Leases$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      '0 completed · 1 active',
    )
  })
})
