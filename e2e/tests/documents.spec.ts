// The back office on real data (issue 13): the documents library for users, and the review of credit reports
// that gives the verified badge.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import {
  E2E_PASSWORD,
  adminToken,
  approvedCosigner,
  auth,
  logInAsAdmin,
  newPartyPage,
  signUpByApi,
} from './helpers.js'

const CREDIT_REPORT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

async function openAdminDocuments(page: Page) {
  await logInAsAdmin(page)
  await page.getByRole('tab', { name: 'Documents' }).click()
  await expect(page.getByRole('form', { name: 'Upload document' })).toBeVisible()
}

test('the admin uploads a document for renters and a renter downloads it', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const title = `Renter guide ${stamp}`
  const contents = `How to prepare for your lease (${stamp}).\n`

  // A document for cosigners only, which the renter must not see.
  const cosignerOnly = `Cosigner handbook ${stamp}`
  const other = await request.post('/api/documents/documents', {
    headers: auth(await adminToken(request)),
    multipart: {
      title: cosignerOnly,
      targetAudience: 'COSIGNER',
      file: { name: 'handbook.txt', mimeType: 'text/plain', buffer: Buffer.from('For cosigners.\n') },
    },
  })
  expect(other.status(), await other.text()).toBe(201)

  await openAdminDocuments(page)
  const form = page.getByRole('form', { name: 'Upload document' })
  // Nothing chosen: the catalogue's message.
  await form.getByRole('button', { name: 'Upload' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please select a file and enter a title')
  // Content is checked, not the name: a "PDF" that is not one is refused by the service.
  await form
    .getByLabel('File')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') })
  await form.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('Failed to upload document').first()).toBeVisible()

  // The title defaults to the file name without its extension.
  await form
    .getByLabel('File')
    .setInputFiles({ name: `${title}.txt`, mimeType: 'text/plain', buffer: Buffer.from(contents) })
  await expect(form.getByLabel('Title')).toHaveValue(title)
  await form.getByLabel('Audience').selectOption({ label: 'Renters' })
  await form.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('Document uploaded successfully').first()).toBeVisible()
  const row = page.getByTestId('admin-document-row').filter({ hasText: title })
  await expect(row).toContainText('Renters')
  await expect(row).toContainText('Active')

  // The renter sees it (and not the cosigners' one) and downloads it.
  const renter = await signUpByApi(request, 'RENTER', 'docs', { password: E2E_PASSWORD })
  const renterPage = await newPartyPage(browser, renter)
  await renterPage.goto('/documents')
  const item = renterPage.getByTestId('document-item').filter({ hasText: title })
  await expect(item).toBeVisible()
  await expect(item).toContainText('For renters')
  await expect(renterPage.getByText(cosignerOnly)).toHaveCount(0)
  const [download] = await Promise.all([
    renterPage.waitForEvent('download'),
    item.getByRole('button', { name: `Download ${title}` }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`${title}.txt`)
  expect(await readFile(await download.path(), 'utf8')).toBe(contents)

  // Soft delete: the admin still lists it as deleted, the renter no longer sees it.
  await row.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('dialog', { name: 'Delete document' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Document deleted successfully').first()).toBeVisible()
  await expect(row).toContainText('Deleted')
  await renterPage.reload()
  await expect(renterPage.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible()
  await expect(renterPage.getByText(title)).toHaveCount(0)
  await renterPage.context().close()
})

test('an admin verifies an uploaded credit report: the badge shows on the profile and the listing; a new upload clears it', async ({
  page,
  browser,
  request,
}) => {
  const cosigner = await approvedCosigner(request)
  const cosignerPage = await newPartyPage(browser, cosigner)

  // The cosigner uploads a credit report from the dashboard: pending review.
  await cosignerPage.goto('/dashboard')
  await cosignerPage.getByRole('button', { name: 'Upload Credit Score' }).click()
  const upload = cosignerPage.getByRole('form', { name: 'Upload credit score' })
  await upload.getByLabel('Credit score').fill('742')
  await upload
    .getByLabel('Credit report file')
    .setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: CREDIT_REPORT_PNG })
  await upload.getByRole('button', { name: 'Upload Credit Score' }).click()
  await expect(cosignerPage.getByText('Credit score uploaded successfully.').first()).toBeVisible()
  await expect(cosignerPage.getByTestId('credit-review-status')).toContainText('Pending review')

  const profileUrl = `/profile/${cosigner.profileId}`
  const listingUrl = `/listings?tab=cosigners&search=${encodeURIComponent(cosigner.lastName)}`
  await cosignerPage.goto(profileUrl)
  await expect(cosignerPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(cosignerPage.getByTestId('credit-verified-badge')).toHaveCount(0)

  // The admin opens the report and verifies it.
  await openAdminDocuments(page)
  const report = page.getByTestId('credit-review-item').filter({ hasText: cosigner.id })
  await expect(report).toContainText('742')
  // The card names the person (the account's name, as auth announced it), not only an id.
  await expect(report.getByRole('definition').first()).toHaveText(`${cosigner.firstName} ${cosigner.lastName}`)
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    report.getByRole('button', { name: /^Open credit report/ }).click(),
  ])
  await expect.poll(() => tab.url()).toContain('/api/documents/files/')
  await tab.close()
  await report.getByRole('button', { name: /^Verify credit report/ }).click()
  await expect(page.getByText('Credit report verified').first()).toBeVisible()
  await expect(report).toHaveCount(0)

  // The badge reaches the profile and the listing through the event; the owner is notified.
  await expect(async () => {
    await cosignerPage.goto(profileUrl)
    await expect(cosignerPage.getByTestId('credit-verified-badge')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await cosignerPage.goto(listingUrl)
  await expect(
    cosignerPage.getByRole('listitem', { name: /Test / }).getByTestId('credit-verified-badge'),
  ).toBeVisible()
  await expect(async () => {
    const res = await request.get('/api/chat/notifications', { headers: auth(cosigner.token) })
    const titles = ((await res.json()) as { items: { title: string }[] }).items.map((n) => n.title)
    expect(titles).toContain('Credit Report Verified')
  }).toPass({ timeout: 20_000 })

  // A new upload clears it until that report is reviewed.
  const again = await request.post('/api/documents/credit-reports', {
    headers: auth(cosigner.token),
    multipart: {
      creditScore: '742',
      file: { name: 'report-2.png', mimeType: 'image/png', buffer: CREDIT_REPORT_PNG },
    },
  })
  expect(again.status(), await again.text()).toBe(201)
  await expect(async () => {
    await cosignerPage.goto(listingUrl)
    await expect(cosignerPage.getByRole('listitem', { name: /Test / })).toBeVisible({ timeout: 1_000 })
    await expect(cosignerPage.getByTestId('credit-verified-badge')).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await cosignerPage.goto('/dashboard')
  await expect(cosignerPage.getByTestId('credit-review-status')).toContainText('Pending review')
  await cosignerPage.context().close()
})
