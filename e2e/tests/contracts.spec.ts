import { createHash } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { formatUsd, type ContractDto, type SignedAgreementResponse } from '@cosign/api'
import {
  acceptedMatchRequest,
  adminToken,
  approvedCosigner,
  auth,
  createContractByApi,
  logInAsAdmin,
  newPartyPage,
  payByApi,
  renterWithProfileByApi,
  servicePriceCents,
  TINY_PNG,
  waitForCandidate,
  type Account,
} from './helpers.js'
import { pageImages, shownText } from './pdf-inspect.js'

// The marketplace's transaction: from an accepted match request to a finalized, signed, paid contract, and the
// Cosigner Replacement Guarantee. Setup (accounts, profiles, the accepted request) goes through the APIs; the
// parties act in the browser.

/** Draws a stroke across the signature canvas with the mouse, as a person would. */
async function drawSignature(page: Page) {
  const canvas = page.getByTestId('signature-canvas')
  await canvas.scrollIntoViewIfNeeded()
  const box = (await canvas.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6)
  await page.mouse.down()
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + box.width * (0.15 + i * 0.05), box.y + box.height * (0.6 - Math.sin(i) * 0.25))
  await page.mouse.up()
}

async function contractOf(request: APIRequestContext, account: Account, id: string): Promise<ContractDto> {
  const res = await request.get(`/api/contracts/contracts/${id}`, { headers: auth(account.token) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { contract: ContractDto }).contract
}

test('a cosigner creates and signs from an accepted request; the renter signs, pays both steps live, downloads the signed PDF and sees the ledger', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const { cosigner, renter, requestId } = await acceptedMatchRequest(request)
  await waitForCandidate(request, cosigner, requestId)

  const cosignerPage = await newPartyPage(browser, cosigner)
  await test.step('the cosigner opens Create Contract from the accepted request, sets a $1,000 fee and signs', async () => {
    await cosignerPage.goto('/renter-requests')
    await cosignerPage.getByRole('link', { name: /^Create contract for / }).first().click()
    await expect(cosignerPage).toHaveURL(new RegExp(`/contracts/new\\?matchRequestId=${requestId}`))
    // The request prefills the terms: the property address, rent, term and the move-in date; the profile the
    // fee ($600) and the maximum liability (maximum rent support $3,000 x 12 months). No field starts in error.
    await expect(cosignerPage.getByLabel('Renter address')).toHaveValue('12 Elm Street, Austin, TX 78701')
    await expect(cosignerPage.getByLabel('Property address')).toHaveValue('12 Elm Street, Austin, TX 78701')
    await expect(cosignerPage.getByLabel('Monthly rent ($)')).toHaveValue('1500')
    await expect(cosignerPage.getByLabel('Lease term (months)')).toHaveValue('12')
    await expect(cosignerPage.getByLabel('Cosigner fee (USD)')).toHaveValue('600')
    await expect(cosignerPage.getByLabel("Cosigner's maximum liability ($)")).toHaveValue('36000')
    await expect(cosignerPage.locator('[aria-invalid="true"]')).toHaveCount(0)
    const start = await cosignerPage.getByLabel('Lease start date').inputValue()
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The end: the day before the anniversary of the start.
    const anniversary = new Date(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}T00:00:00Z`)
    const dayBefore = new Date(anniversary.getTime() - 86_400_000).toISOString().slice(0, 10)
    await expect(cosignerPage.getByLabel('Lease end date')).toHaveValue(dayBefore)
    await cosignerPage.getByLabel('Landlord or property manager (optional)').fill('Elm Street Properties')
    await cosignerPage.getByLabel('Cosigner address').fill('400 Congress Ave, Austin, TX 78701')
    await cosignerPage.getByLabel('Cosigner fee (USD)').fill('1000')
    // The preview: 15 % platform fee, 85 % to the cosigner, the renter's $50, step 1 = $200, step 2 = $850.
    const preview = cosignerPage.getByTestId('fee-preview')
    await expect(preview).toContainText('$150.00')
    await expect(preview).toContainText('$850.00')
    await expect(preview).toContainText('$200.00')
    await expect(cosignerPage.getByTestId('agreement-text')).toContainText('400 Congress Ave')
    const submit = cosignerPage.getByRole('button', { name: 'Sign and Share Contract' })
    await expect(submit).toBeDisabled()
    await drawSignature(cosignerPage)
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(cosignerPage.getByText('Contract submitted and shared with renter successfully!')).toBeVisible()
    await expect(cosignerPage).toHaveURL(/\/contracts$/)
    await expect(cosignerPage.getByText('Pending Renter').first()).toBeVisible()
  })

  const list = await request.get('/api/contracts/contracts', { headers: auth(renter.token) })
  const contractId = ((await list.json()) as { items: Array<{ id: string }> }).items[0]!.id

  const renterPage = await newPartyPage(browser, renter)
  await test.step('the renter reviews the agreement and signs', async () => {
    await renterPage.goto('/contracts')
    await expect(renterPage.getByRole('list', { name: 'My contracts' }).getByText('Awaiting Your Signature')).toBeVisible()
    await renterPage.getByRole('link', { name: 'Review and Sign Contract' }).first().click()
    await expect(renterPage.getByTestId('agreement-text')).toContainText('$1,000.00')
    const review = renterPage.getByRole('button', { name: 'Review and Sign Contract' })
    if (await review.isVisible()) await review.click()
    const sign = renterPage.getByRole('button', { name: 'Sign Contract', exact: true })
    await expect(sign).toBeDisabled()
    await drawSignature(renterPage)
    await sign.click()
    await expect(renterPage.getByText('Contract signed successfully! Please proceed with payment.')).toBeVisible()
    await expect(renterPage).toHaveURL(new RegExp(`/contract-management\\?.*contractId=${contractId}`))
  })

  // The cosigner watches the contract: its screen follows the renter's payments without a reload.
  await cosignerPage.goto(`/contracts/${contractId}`)
  await expect(cosignerPage.getByText('Payment Required').first()).toBeVisible()

  await test.step('the renter pays step 1 ($200.00) on PayPal; step 2 unlocks', async () => {
    const step2 = renterPage.getByTestId('payment-step-2')
    await expect(step2.getByRole('button', { name: 'Pay $850.00' })).toBeDisabled()
    await renterPage.getByTestId('payment-step-1').getByRole('button', { name: 'Pay $200.00' }).click()
    await renterPage.getByRole('button', { name: 'Approve' }).click()
    await expect(renterPage).toHaveURL(/\/success\?/)
    await renterPage.getByRole('link', { name: /Continue/ }).click()
    await expect(renterPage).toHaveURL(new RegExp(`/contract-management\\?step=cosigner&contractId=${contractId}`))
    await expect(renterPage.getByTestId('payment-step-1')).toContainText('Completed')
    await expect(step2.getByRole('button', { name: 'Pay $850.00' })).toBeEnabled()
  })

  await test.step('the renter pays step 2 ($850.00 to the cosigner); the contract is finalized, live on both screens', async () => {
    await renterPage.getByTestId('payment-step-2').getByRole('button', { name: 'Pay $850.00' }).click()
    // Step 2 is paid to the cosigner's PayPal account: the approval page names the payee.
    await expect(renterPage.getByText(cosigner.email).first()).toBeVisible()
    await renterPage.getByRole('button', { name: 'Approve' }).click()
    await expect(renterPage).toHaveURL(/\/success\?/)
    await renterPage.getByRole('link', { name: /Continue/ }).click()
    // The journey ends on the confirmation: contract finalized, what happens next (landlord.spec.ts goes on).
    await expect(renterPage.getByRole('heading', { name: 'Contract finalized' })).toBeFocused()
    await expect(renterPage.getByText('Finalized').first()).toBeVisible()
    // The cosigner's open page was never reloaded: the push (or its fallback read) brought the new status.
    await expect(cosignerPage.getByText('Finalized').first()).toBeVisible({ timeout: 20_000 })
    const finalized = await contractOf(request, renter, contractId)
    expect(finalized.status).toBe('finalized')
    expect(finalized.step1).toMatchObject({ status: 'completed', amountCents: 20_000 })
    expect(finalized.step2).toMatchObject({ status: 'completed', amountCents: 85_000 })
  })

  await test.step('the renter downloads the signed PDF, which the platform verifies as issued', async () => {
    await renterPage.goto(`/contracts/${contractId}`)
    // The PDF is rendered from contract.fully_signed: a first click may find it still being prepared.
    let download: import('@playwright/test').Download | undefined
    await expect(async () => {
      const next = renterPage.waitForEvent('download', { timeout: 5000 })
      await renterPage.getByRole('button', { name: /Download signed PDF|Try again/ }).click()
      download = await next
    }).toPass({ timeout: 30_000 })
    if (!download) throw new Error('no download')
    expect(download.suggestedFilename()).toBe(`cosigning-agreement-${contractId}.pdf`)
    const file = await download.path()
    const bytes = await import('node:fs').then((fs) => fs.readFileSync(file!))
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const sha = createHash('sha256').update(bytes).digest('hex')
    const verified = await request.get(`/api/documents/agreements/verify/${sha}`)
    expect(await verified.json()).toMatchObject({ issued: true, contractId })
  })

  await test.step('the agreement the platform issued holds both drawn signatures, the lease and the audit certificate', async () => {
    // Produced by the platform's own path (contracts -> contract.finalized -> documents), fetched as the contract
    // page does: the registered PDF's download address, with the renter's token.
    let text = ''
    let doc: PDFDocument | undefined
    await expect(async () => {
      const meta = await request.get(`/api/documents/agreements/${contractId}`, { headers: auth(renter.token) })
      expect(meta.status()).toBe(200)
      const { agreement } = (await meta.json()) as SignedAgreementResponse
      const file = await request.get(agreement.downloadUrl, { headers: auth(renter.token) })
      expect(file.status()).toBe(200)
      const bytes = await file.body()
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(agreement.sha256)
      doc = await PDFDocument.load(bytes)
      text = shownText(doc).replace(/\s+/g, ' ') // wrapped lines and table cells joined
      // The final issue (after both payment steps) replaces the fully-signed one.
      expect(text).toContain('Finalized (both payment steps paid)')
    }).toPass({ timeout: 30_000 })
    expect(pageImages(doc!)).toBe(2) // both drawn signatures, as image XObjects
    expect(text).not.toContain('unavailable')
    expect(text).toContain('12 Elm Street, Austin, TX 78701')
    expect(text).toContain('Elm Street Properties')
    expect(text).toContain('$36,000.00') // the cosigner's maximum liability
    expect(text).toContain('split 15% to the Platform ($150.00) and 85% to the Cosigner ($850.00)')
    expect(text).toContain('Audit Certificate')
    expect(text).toContain('Payment step 2 completed')
    expect(text).toContain('/verify')
  })

  await test.step('the ledger shows the contract paid: both steps, $1,000 + $50 + the matching fee in all, nothing due', async () => {
    const matching = await servicePriceCents(request, 'cosigner_matching')
    await renterPage.goto(`/ledger?contractId=${contractId}`)
    // Visible ones: the chart's SVG titles say the same amounts to screen readers.
    await expect(renterPage.getByText('$200.00').filter({ visible: true }).first()).toBeVisible()
    await expect(renterPage.getByText('$850.00').filter({ visible: true }).first()).toBeVisible()
    const totals = renterPage.locator('dl[aria-label="Renter totals"] dd')
    await expect(totals.nth(0)).toHaveText(formatUsd(100_000 + 5_000 + matching)) // Total
    await expect(totals.nth(2)).toHaveText('$0.00') // Still due
    await expect(renterPage.getByText('Paid', { exact: true }).first()).toBeVisible()
  })
})

test('a cosigner cancels after the renter paid step 1; the credit pays step 1 of a contract with another cosigner', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const first = await acceptedMatchRequest(request)
  const contract = await createContractByApi(request, first.cosigner, first.requestId, 60_000)
  const signRes = await request.post(`/api/contracts/contracts/${contract.id}/sign`, {
    headers: auth(first.renter.token),
    data: { imagePng: TINY_PNG, termsHash: contract.termsHash },
  })
  expect(signRes.status(), await signRes.text()).toBe(200)
  // payments learns the terms from contract.fully_signed: step 1 can be bought once it has.
  await expect(async () => {
    await payByApi(request, first.renter.token, { purpose: 'contract_platform_fee', subjectId: contract.id })
  }).toPass({ timeout: 20_000 })
  await expect.poll(async () => (await contractOf(request, first.renter, contract.id)).step1.status).toBe('completed')

  await test.step('the cosigner cancels with a reason', async () => {
    const page = await newPartyPage(browser, first.cosigner)
    await page.goto(`/contracts/${contract.id}`)
    await page.getByRole('button', { name: 'Cancel contract' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel contract' })
    await dialog.getByRole('button', { name: 'Cancel contract' }).click()
    await expect(dialog.getByText('Please give a reason for cancelling.')).toBeVisible()
    await dialog.getByLabel('Reason').fill('I can no longer cosign this lease.')
    await dialog.getByRole('button', { name: 'Cancel contract' }).click()
    await expect(page.getByText('Cancelled').first()).toBeVisible()
  })

  const renterPage = await newPartyPage(browser, first.renter)
  await test.step('the renter sees the credit on the ledger', async () => {
    await renterPage.goto('/ledger')
    await expect(async () => {
      await renterPage.reload()
      await expect(renterPage.getByText('$140.00').filter({ visible: true }).first()).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 45_000 })
  })

  await test.step('a contract with another cosigner: step 1 is paid by the credit, no PayPal', async () => {
    const other = await approvedCosigner(request)
    const second = await acceptedMatchRequest(request, { cosigner: other, renter: first.renter })
    const next = await createContractByApi(request, other, second.requestId, 80_000)
    const signed = await request.post(`/api/contracts/contracts/${next.id}/sign`, {
      headers: auth(first.renter.token),
      data: { imagePng: TINY_PNG, termsHash: next.termsHash },
    })
    expect(signed.status()).toBe(200)
    await renterPage.goto(`/contract-management?contractId=${next.id}`)
    const step1 = renterPage.getByTestId('payment-step-1')
    const paidByCredit = step1.getByText('Paid with your replacement credit.')
    await expect(async () => {
      // payments must know the new contract's terms (contract.fully_signed) before it sells its step 1.
      if (!(await paidByCredit.isVisible())) await step1.getByRole('button', { name: /Pay|Try step 1 again/ }).click({ timeout: 3000 })
      await expect(paidByCredit).toBeVisible({ timeout: 5000 })
    }).toPass({ timeout: 30_000 })
    await expect(renterPage).toHaveURL(/\/contract-management/)
    await expect(step1).toContainText('Completed')
    const credits = await request.get('/api/payments/credits', { headers: auth(first.renter.token) })
    const { items } = (await credits.json()) as { items: Array<{ status: string; appliedToContractId: string | null }> }
    expect(items).toEqual([expect.objectContaining({ status: 'applied', appliedToContractId: next.id })])
  })

  await test.step('the admin sees the credit and where it went', async () => {
    const page = await (await browser.newContext()).newPage()
    await logInAsAdmin(page)
    await page.goto('/admin?tab=payments')
    const table = page.getByRole('region', { name: 'Replacement credits table' })
    const row = table.getByRole('row').filter({ hasText: first.renter.id })
    await expect(row).toContainText('Applied')
    await expect(row).toContainText('$140.00')
  })
})

test('the contract screens fit a 375px wide screen and a contract can be created and signed there', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { cosigner, renter, requestId } = await acceptedMatchRequest(request)
  await waitForCandidate(request, cosigner, requestId)
  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

  const cosignerPage = await newPartyPage(browser, cosigner)
  await cosignerPage.setViewportSize({ width: 375, height: 740 })
  await cosignerPage.goto(`/contracts/new?matchRequestId=${requestId}`)
  await cosignerPage.getByLabel('Cosigner address').fill('400 Congress Ave, Austin, TX 78701')
  await cosignerPage.getByLabel('Cosigner fee (USD)').fill('750')
  await expect(cosignerPage.getByTestId('fee-preview')).toContainText('$112.50')
  expect(await overflow(cosignerPage)).toBeLessThanOrEqual(0)
  await drawSignature(cosignerPage)
  await cosignerPage.getByRole('button', { name: 'Sign and Share Contract' }).click()
  await expect(cosignerPage.getByText('Contract submitted and shared with renter successfully!')).toBeVisible()
  expect(await overflow(cosignerPage)).toBeLessThanOrEqual(0)

  const list = await request.get('/api/contracts/contracts', { headers: auth(renter.token) })
  const contractId = ((await list.json()) as { items: Array<{ id: string }> }).items[0]!.id
  const renterPage = await newPartyPage(browser, renter)
  await renterPage.setViewportSize({ width: 375, height: 740 })
  for (const path of ['/contracts', `/contracts/${contractId}?sign=1`]) {
    await renterPage.goto(path)
    await expect(renterPage.getByText('Awaiting Your Signature').locator('visible=true').first()).toBeVisible()
    expect(await overflow(renterPage), path).toBeLessThanOrEqual(0)
  }
  const review = renterPage.getByRole('button', { name: 'Review and Sign Contract' })
  if (await review.isVisible()) await review.click()
  await drawSignature(renterPage)
  await renterPage.getByRole('button', { name: 'Sign Contract', exact: true }).click()
  await expect(renterPage).toHaveURL(/\/contract-management\?/)
  await expect(renterPage.getByTestId('payment-step-1')).toBeVisible()
  expect(await overflow(renterPage)).toBeLessThanOrEqual(0)
  await renterPage.goto('/ledger')
  await expect(renterPage.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await overflow(renterPage)).toBeLessThanOrEqual(0)
})

test('an admin creates a contract for a renter and an approved cosigner; the cosigner signs it, then the renter', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const cosigner = await approvedCosigner(request)
  const renter = await renterWithProfileByApi(request, 'Ada')
  const token = await adminToken(request)
  // The contracts service learns of both from auth's and matching's events: wait until the admin can choose them.
  await expect(async () => {
    const res = await request.get(`/api/contracts/contracts/admin/parties?q=${renter.lastName}`, { headers: auth(token) })
    expect(((await res.json()) as { renters: Array<{ userId: string }> }).renters.map((r) => r.userId)).toContain(renter.id)
    const cos = await request.get(`/api/contracts/contracts/admin/parties?q=${cosigner.lastName}`, { headers: auth(token) })
    expect(((await cos.json()) as { cosigners: Array<{ userId: string }> }).cosigners.map((c) => c.userId)).toContain(cosigner.id)
  }).toPass({ timeout: 20_000 })

  let contractId = ''
  await test.step('the admin chooses both parties, fills the terms and creates the contract without signing', async () => {
    await logInAsAdmin(page)
    await page.goto('/contracts/new')
    await page.getByLabel('Search by name or email').fill(renter.lastName)
    await page.getByLabel('Renter', { exact: true }).selectOption(renter.id)
    await page.getByLabel('Search by name or email').fill(cosigner.lastName)
    await page.getByLabel('Cosigner', { exact: true }).selectOption(cosigner.id)
    await expect(page.getByLabel('Renter name')).toHaveValue(`Ada ${renter.lastName}`)
    await page.getByLabel('Renter address').fill('77 Oak Street, Austin, TX 78702')
    // No match request tells the admin's form the lease: the admin fills it in (the fee comes from the profile).
    await expect(page.getByLabel('Cosigner fee (USD)')).toHaveValue('600')
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
    await page.getByLabel('Property address').fill('77 Oak Street, Austin, TX 78702')
    await page.getByLabel('Monthly rent ($)').fill('1400')
    await page.getByLabel("Cosigner's maximum liability ($)").fill('16800')
    await page.getByLabel('Cosigner fee (USD)').fill('800')
    await expect(page.getByTestId('fee-preview')).toContainText('Cosigner receives (85%)')
    await expect(page.getByTestId('fee-preview')).toContainText('$680.00')
    await expect(page.getByTestId('agreement-text')).toContainText('77 Oak Street')
    await page.getByRole('button', { name: 'Create Contract' }).click()
    await expect(page.getByText('Contract created. The cosigner has been asked to review and sign it.')).toBeVisible()
    await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/)
    contractId = page.url().split('/').pop()!
    await expect(page.getByText('Pending Cosigner').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Review and Sign Contract' })).toHaveCount(0)
  })

  await test.step('the cosigner finds it awaiting their signature, reads and signs it', async () => {
    const cosignerPage = await newPartyPage(browser, cosigner)
    await cosignerPage.goto('/contracts')
    await cosignerPage.getByRole('link', { name: /Awaiting Your Signature/ }).first().click()
    await expect(cosignerPage.getByTestId('agreement-text')).toContainText('$800.00')
    const sign = cosignerPage.getByRole('button', { name: 'Sign Contract', exact: true })
    await expect(sign).toBeDisabled()
    await drawSignature(cosignerPage)
    await sign.click()
    await expect(cosignerPage.getByText('Contract signed and shared with the renter.')).toBeVisible()
    await expect(cosignerPage.getByText('Pending Renter').first()).toBeVisible()
  })

  await test.step('the renter is asked to sign it, with the cosigner\'s signature on it', async () => {
    const contract = await contractOf(request, renter, contractId)
    expect(contract.status).toBe('cosigner_signed')
    expect(contract.signatures.map((s) => s.role)).toEqual(['cosigner'])
    expect(contract.history.map((h) => h.actorRole)).toEqual(['admin', 'cosigner'])
    const renterPage = await newPartyPage(browser, renter)
    await renterPage.goto('/contracts')
    await expect(renterPage.getByRole('list', { name: 'My contracts' }).getByText('Awaiting Your Signature')).toBeVisible()
  })
})
