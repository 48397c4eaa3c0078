import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { AGREEMENT_SHARE_MESSAGES, formatUsd, type ContractDto } from '@cosign/api'
import {
  acceptedMatchRequest,
  auth,
  createContractByApi,
  newPartyPage,
  payByApi,
  ROOT,
  TINY_PNG,
  type Account,
} from './helpers.js'

// The ending of the marketplace's transaction: the renter pays step 2 and lands on the confirmation (the cosigner
// sees it live), the dashboards say what comes next, and the landlord checks the agreement through a share link:
// names and property, no private figure; the real PDF verifies, a modified copy does not; a revoked link says so.

async function contractOf(request: APIRequestContext, account: Account, id: string): Promise<ContractDto> {
  const res = await request.get(`/api/contracts/contracts/${id}`, { headers: auth(account.token) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { contract: ContractDto }).contract
}

test('after step 2 both parties land on the confirmation; the landlord verifies the shared agreement', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const { cosigner, renter, requestId } = await acceptedMatchRequest(request)
  const created = await createContractByApi(request, cosigner, requestId, 100_000)
  const signed = await request.post(`/api/contracts/contracts/${created.id}/sign`, {
    headers: auth(renter.token),
    data: { imagePng: TINY_PNG, termsHash: created.termsHash },
  })
  expect(signed.status(), await signed.text()).toBe(200)
  // payments learns the terms from contract.fully_signed: step 1 can be bought once it has.
  await expect(async () => {
    await payByApi(request, renter.token, { purpose: 'contract_platform_fee', subjectId: created.id })
  }).toPass({ timeout: 20_000 })
  await expect
    .poll(async () => (await contractOf(request, renter, created.id)).step1.status)
    .toBe('completed')
  const contract = await contractOf(request, renter, created.id)
  const step2Label = `Pay step 2: cosigner payment (${formatUsd(contract.step2.amountCents)})`

  const cosignerPage = await newPartyPage(browser, cosigner)
  const renterPage = await newPartyPage(browser, renter)

  await test.step('the dashboards show the contract and the next action of each party', async () => {
    await cosignerPage.goto('/dashboard')
    const cosignerRow = cosignerPage.getByTestId('active-contract').filter({ hasText: contract.renterName })
    await expect(cosignerRow.getByTestId('next-action')).toHaveText(
      'Waiting for the renter’s payment (step 2 of 2)',
    )
    await renterPage.goto('/dashboard')
    const renterRow = renterPage.getByTestId('active-contract').filter({ hasText: contract.cosignerName })
    await expect(renterRow.getByText('Payment Required')).toBeVisible()
    await renterRow.getByRole('link', { name: step2Label }).click()
    await expect(renterPage).toHaveURL(
      new RegExp(`/contract-management\\?step=cosigner&contractId=${contract.id}`),
    )
  })

  // The cosigner watches the contract page while the renter pays.
  await cosignerPage.goto(`/contracts/${contract.id}`)
  await expect(cosignerPage.getByText('Payment Required').first()).toBeVisible()

  await test.step('the renter pays step 2 on PayPal and lands on the confirmation; the cosigner sees it live', async () => {
    await renterPage
      .getByTestId('payment-step-2')
      .getByRole('button', { name: `Pay ${formatUsd(contract.step2.amountCents)}` })
      .click()
    await renterPage.getByRole('button', { name: 'Approve' }).click()
    await expect(renterPage).toHaveURL(/\/success\?/)
    await renterPage.getByRole('link', { name: /Continue/ }).click()
    await expect(renterPage).toHaveURL(new RegExp(`/contracts/${contract.id}\\?finalized=1`))
    const confirmation = renterPage.getByTestId('contract-finalized')
    await expect(confirmation.getByRole('heading', { name: 'Contract finalized' })).toBeFocused()
    await expect(confirmation.getByRole('heading', { name: 'What happens next' })).toBeVisible()
    await expect(confirmation.getByRole('link', { name: 'Open the ledger' })).toHaveAttribute(
      'href',
      `/ledger?contractId=${contract.id}`,
    )
    await expect(
      confirmation.getByRole('link', { name: `Message ${contract.cosignerName}` }),
    ).toHaveAttribute('href', `/chat?contractId=${contract.id}`)
    // Never reloaded: the push (or its fallback read) brings the confirmation to the cosigner's open page.
    const live = cosignerPage.getByTestId('contract-finalized')
    await expect(live.getByRole('heading', { name: 'Contract finalized' })).toBeVisible({ timeout: 20_000 })
    await expect(live.getByRole('link', { name: `Message ${contract.renterName}` })).toBeVisible()
    await renterPage.screenshot({
      path: path.join(ROOT, 'e2e', 'screenshots', 'renter-contract-finalized-1280.png'),
      fullPage: true,
    })
  })

  let pdf: Buffer = Buffer.alloc(0)
  await test.step('the PDF downloads from the confirmation', async () => {
    let download: import('@playwright/test').Download | undefined
    await expect(async () => {
      const next = renterPage.waitForEvent('download', { timeout: 5000 })
      await renterPage
        .getByTestId('contract-finalized')
        .getByRole('button', { name: /Download signed PDF|Try again/ })
        .click()
      download = await next
    }).toPass({ timeout: 30_000 })
    pdf = readFileSync((await download!.path())!)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  })

  let shareUrl = ''
  await test.step('the renter creates a share link for the landlord', async () => {
    const share = renterPage.getByRole('button', { name: /^(Share with your landlord|Create another link)$/ })
    // documents learns of the finalization from contract.finalized: a first click may come before it has.
    await expect(async () => {
      await share.click()
      await expect(renterPage.getByLabel('Link for your landlord')).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 20_000 })
    shareUrl = await renterPage.getByLabel('Link for your landlord').inputValue()
    expect(shareUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{43}$/)
    await expect(
      renterPage.getByRole('list', { name: 'Share links' }).getByText(/by you · Active/),
    ).toBeVisible()
    // The confirmation with its link fits a phone.
    await renterPage.setViewportSize({ width: 375, height: 740 })
    expect(
      await renterPage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0)
    await renterPage.screenshot({
      path: path.join(ROOT, 'e2e', 'screenshots', 'renter-contract-finalized-375.png'),
      fullPage: true,
    })
    await renterPage.setViewportSize({ width: 1280, height: 800 })
  })

  await test.step('the dashboards: the renter is told to share with the landlord, the cosigner that it is in force', async () => {
    await renterPage.goto('/dashboard')
    await expect(
      renterPage
        .getByTestId('active-contract')
        .filter({ hasText: contract.cosignerName })
        .getByTestId('next-action'),
    ).toHaveText('Finalized: share the agreement with your landlord')
    await cosignerPage.goto('/dashboard')
    await expect(
      cosignerPage
        .getByTestId('active-contract')
        .filter({ hasText: contract.renterName })
        .getByTestId('next-action'),
    ).toHaveText('Finalized: the agreement is in force')
  })

  // The landlord reads it on a phone: 375 px wide, nothing scrolls sideways.
  const landlord = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage()
  const consoleErrors: string[] = []
  landlord.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  // The pre-rendered heading is tagged before any script runs: the app hydrates it rather than replacing it.
  await landlord.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const h1 = document.querySelector('h1') as (Element & { __fromServer?: boolean }) | null
      if (document.readyState === 'interactive' && h1) h1.__fromServer = true
    })
  })
  await test.step('a signed-out landlord opens the link: names, property and term; no fee, score or income', async () => {
    await landlord.goto(shareUrl)
    await expect(
      landlord.getByRole('heading', { name: 'Verify a cosigning agreement', level: 1 }),
    ).toBeVisible()
    const facts = landlord.getByRole('definition')
    await expect(landlord.getByText(contract.renterName, { exact: true })).toBeVisible()
    await expect(landlord.getByText(contract.cosignerName, { exact: true })).toBeVisible()
    const property = (contract as ContractDto & { propertyAddress?: string | null }).propertyAddress
    await expect(facts.filter({ hasText: property ?? 'Not stated in this agreement' }).first()).toBeVisible()
    await expect(landlord.getByText('Finalized: in force')).toBeVisible()
    expect(
      await landlord.evaluate(
        () => (document.querySelector('h1') as Element & { __fromServer?: boolean }).__fromServer,
      ),
    ).toBe(true)
    expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([])
    const sha = createHash('sha256').update(pdf).digest('hex')
    await expect(landlord.getByTestId('agreement-fingerprint')).toHaveText(sha)
    expect(await landlord.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(
      await landlord.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0)
    await landlord.screenshot({
      path: path.join(ROOT, 'e2e', 'screenshots', 'landlord-verify-shared-375.png'),
      fullPage: true,
    })
    const text = (await landlord.locator('body').innerText()).toLowerCase()
    for (const secret of [
      formatUsd(contract.feeCents),
      formatUsd(contract.step1.amountCents),
      formatUsd(contract.step2.amountCents),
      'income',
      'credit score',
      ' fee',
      renter.email.toLowerCase(),
      cosigner.email.toLowerCase(),
      contract.cosignerPaypalEmail.toLowerCase(),
    ])
      expect(text).not.toContain(secret.toLowerCase())
  })

  await test.step('the landlord uploads the PDF (verified) and a modified copy (rejected)', async () => {
    const input = landlord.getByLabel('Agreement PDF')
    await input.setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: pdf })
    await landlord.getByRole('button', { name: 'Check the PDF' }).click()
    await expect(landlord.getByTestId('verify-result')).toContainText(AGREEMENT_SHARE_MESSAGES.matches)
    const modified = Buffer.from(pdf)
    modified[Math.floor(modified.length / 2)] ^= 1
    await input.setInputFiles({ name: 'agreement-edited.pdf', mimeType: 'application/pdf', buffer: modified })
    await landlord.getByRole('button', { name: 'Check the PDF' }).click()
    const rejected = landlord.getByTestId('verify-result')
    await expect(rejected).toContainText(AGREEMENT_SHARE_MESSAGES.mismatch)
    await expect(rejected).toHaveAttribute('role', 'alert')
  })

  await test.step('the cosigner revokes the link; the landlord’s page then says it was revoked', async () => {
    await cosignerPage.goto(`/contracts/${contract.id}`)
    const links = cosignerPage.getByRole('list', { name: 'Share links' })
    await expect(links.getByText(/by the renter · Active/)).toBeVisible()
    await links.getByRole('button', { name: /^Revoke the link created / }).click()
    await expect(links.getByText(/Revoked .* by you/)).toBeVisible()
    await landlord.reload()
    await expect(landlord.getByRole('alert')).toContainText(AGREEMENT_SHARE_MESSAGES.revoked)
    await expect(landlord.getByText(contract.renterName, { exact: true })).toHaveCount(0)
  })
})
