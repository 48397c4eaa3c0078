import { expect, test } from '@playwright/test'
import { E2E_PASSWORD, approvedCosigner, logInAsAdmin, newPartyPage, payByApi, signUpByApi } from './helpers'

// Disputes end to end: a renter reports a problem on a payment from their payment history, the signed-in admin's
// bell gets the dispute_opened alert live (no reload), the admin finds it in the Disputes tab, assigns it, is refused
// a resolve without text, resolves with text, and the renter sees it resolved under "My problem reports" on
// /support; the report is on the Activity tab's timeline.
test('a renter reports a problem on a payment and follows it to its resolution by the admin', async ({ browser, page, request }) => {
  test.setTimeout(120_000)
  const cosigner = await approvedCosigner(request)
  const renter = await signUpByApi(request, 'RENTER', 'dispute', { password: E2E_PASSWORD, firstName: 'Dana' })
  await payByApi(request, renter.token, { purpose: 'unlock_contact', subjectId: cosigner.profileId })
  const title = `Charged twice ${Date.now().toString(36)}`

  // The admin is signed in first, with the bell's socket open, so the alert must come as a push.
  await logInAsAdmin(page)
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toBeVisible()

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

  // Live in the admin's bell: a toast, then the panel lists the alert with its priority (no reload in between).
  const alertText = `A renter reported a problem with a payment: ${title} (High priority)`
  await expect(page.getByText(alertText).first()).toBeVisible({ timeout: 15_000 })
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+\+? unread$/)
  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  const alertItem = panel.getByRole('listitem').filter({ hasText: alertText })
  await expect(alertItem).toContainText('New dispute')
  await expect(alertItem).toContainText('High priority')
  await expect(alertItem).toContainText('Unread:')
  await alertItem.getByRole('button').click()
  await expect(alertItem).not.toContainText('Unread:')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

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

  // The report is on the client activity timeline (dispute_filed), newest first.
  await page.getByRole('tab', { name: 'Activity' }).click()
  await page.getByLabel('Activity type').selectOption('dispute_filed')
  await expect(page.getByTestId('activity-item').filter({ hasText: title }).first()).toContainText('Problem reported')
})
