import { expect, test } from '@playwright/test'
import { E2E_PASSWORD, approvedCosigner, logInAsAdmin, newPartyPage, payByApi, signUpByApi } from './helpers'

// Disputes end to end: a renter reports a problem on a payment from their payment history, the admin finds it in
// the Disputes tab, assigns it, is refused a resolve without text, resolves with text, and the renter sees it
// resolved under "My problem reports" on /support.
test('a renter reports a problem on a payment and follows it to its resolution by the admin', async ({ browser, page, request }) => {
  test.setTimeout(120_000)
  const cosigner = await approvedCosigner(request)
  const renter = await signUpByApi(request, 'RENTER', 'dispute', { password: E2E_PASSWORD, firstName: 'Dana' })
  await payByApi(request, renter.token, { purpose: 'unlock_contact', subjectId: cosigner.profileId })
  const title = `Charged twice ${Date.now().toString(36)}`

  const renterPage = await newPartyPage(browser, renter)
  await renterPage.goto('/payments')
  const row = renterPage.getByTestId('payment-row').first()
  await row.getByRole('button', { name: 'Report a problem' }).click()
  const dialog = renterPage.getByRole('dialog', { name: 'Report a problem' })
  await expect(dialog.getByLabel('Title')).toBeFocused()
  // Validation before sending: the field's message, and focus on it.
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Please enter a title for the problem.')).toBeVisible()
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Description').fill('The contact unlock was charged two times on my card.')
  await dialog.getByLabel('Priority').selectOption('high')
  // The chat service learns of the payment from its event: until then the report is refused, so retry briefly.
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog).toBeHidden({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })

  await logInAsAdmin(page)
  await page.getByRole('tab', { name: 'Disputes' }).click()
  await expect(page.getByTestId('dispute-count-open')).toBeVisible()
  await page.getByLabel('Search disputes').fill(title)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const disputeRow = page.getByTestId('dispute-row')
  await expect(disputeRow).toHaveCount(1)
  await expect(disputeRow).toContainText('Open')
  await expect(disputeRow).toContainText('High')
  await disputeRow.getByRole('button', { name: `View dispute ${title}` }).click()

  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByText('Contact unlock').first()).toBeVisible()
  // The unlock opened the renter and cosigner's conversation: readable here, and the read is recorded.
  await page.getByRole('button', { name: 'Show conversation' }).click()
  await expect(page.getByText('No messages yet.')).toBeVisible()
  await expect(page.getByLabel('Dispute history')).toContainText('An admin read the parties’ conversation')
  await page.getByLabel('Assign to').selectOption('Support Team')
  await expect(page.getByText('Dispute updated successfully').first()).toBeVisible()

  await page.getByRole('button', { name: 'Mark as Resolved' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Resolution details are required' }).first()).toBeVisible()
  await expect(page.getByLabel('Resolution details')).toBeFocused()
  await page.getByLabel('Resolution details').fill('We refunded the duplicate charge.')
  await page.getByRole('button', { name: 'Mark as Resolved' }).click()
  await expect(page.getByText('Dispute updated successfully').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Resolved' })).toBeHidden()
  await expect(page.getByLabel('Dispute history')).toContainText('Status: Open → Resolved')
  await expect(page.getByLabel('Dispute history')).toContainText('Assignee: — → Support Team')

  await renterPage.goto('/support')
  const report = renterPage.getByTestId('problem-report').filter({ hasText: title })
  await expect(report).toContainText('Resolved')
  await report.getByText(title).click()
  await expect(report).toContainText('We refunded the duplicate charge.')
  await expect(report).toContainText('Support Team')
  await renterPage.context().close()
})
