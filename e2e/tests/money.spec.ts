import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { formatUsd, type ContractBreakdownDto, type ContractDto } from '@cosign/api'
import {
  acceptedMatchRequest,
  auth,
  createContractByApi,
  newPartyPage,
  payByApi,
  ROOT,
  servicePriceCents,
  TINY_PNG,
} from './helpers.js'

// Issue 24, the money each party sees: after the journey (a $1,200 full-fee contract, matched through a paid
// matching session, both steps paid), the renter's and the cosigner's screens show the server's one breakdown:
// the contract page, the ledger and the cosigner's earnings with its CSV.

/** The amounts of a breakdown list (dl) by term, as a person reads them. */
async function figures(page: Page, list: string): Promise<Record<string, string>> {
  const dl = page.locator(`dl[aria-label="${list}"]`)
  await expect(dl).toBeVisible()
  const rows = await dl.locator(':scope > div').all()
  const out: Record<string, string> = {}
  for (const row of rows) out[(await row.locator('dt').innerText()).trim()] = (await row.locator('dd').innerText()).trim()
  return out
}

test('renter and cosigner see the same breakdown on the contract page, the ledger and the earnings, whose CSV matches', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const matching = await servicePriceCents(request, 'cosigner_matching')
  const { cosigner, renter, requestId } = await acceptedMatchRequest(request)
  const contract = await createContractByApi(request, cosigner, requestId, 120_000)
  const signed = await request.post(`/api/contracts/contracts/${contract.id}/sign`, {
    headers: auth(renter.token),
    data: { imagePng: TINY_PNG, termsHash: contract.termsHash },
  })
  expect(signed.status(), await signed.text()).toBe(200)
  await expect(async () => {
    await payByApi(request, renter.token, { purpose: 'contract_platform_fee', subjectId: contract.id })
  }).toPass({ timeout: 20_000 })
  await expect(async () => {
    await payByApi(request, renter.token, { purpose: 'contract_cosigner_payment', subjectId: contract.id })
  }).toPass({ timeout: 20_000 })
  await expect
    .poll(async () => {
      const res = await request.get(`/api/contracts/contracts/${contract.id}`, { headers: auth(renter.token) })
      return ((await res.json()) as { contract: ContractDto }).contract.status
    }, { timeout: 20_000 })
    .toBe('finalized')

  // The server's answer each party gets: the renter's side only, the cosigner's side only.
  const renterSide = (await (await request.get(`/api/contracts/contracts/${contract.id}/breakdown`, { headers: auth(renter.token) })).json()) as { breakdown: ContractBreakdownDto }
  const cosignerSide = (await (await request.get(`/api/contracts/contracts/${contract.id}/breakdown`, { headers: auth(cosigner.token) })).json()) as { breakdown: ContractBreakdownDto }
  expect(renterSide.breakdown.cosigner).toBeNull()
  expect(cosignerSide.breakdown.renter).toBeNull()
  expect(renterSide.breakdown.renter).toMatchObject({
    cosignerFeeCents: 120_000,
    processingFeeCents: 5_000,
    serviceFeesCents: matching,
    totalCents: 125_000 + matching,
    paidCents: 125_000 + matching,
    dueCents: 0,
    feeSplit: { platformFeeCents: 18_000, cosignerPayoutCents: 102_000 },
  })
  expect(cosignerSide.breakdown.cosigner).toMatchObject({ feeCents: 120_000, platformFeeCents: 18_000, payoutCents: 102_000, receivedCents: 102_000 })

  const renterFigures = {
    'Cosigner fee': '$1,200.00',
    'Contract processing fee': '$50.00',
    Total: formatUsd(125_000 + matching),
    Paid: formatUsd(125_000 + matching),
    'Still due': '$0.00',
  }
  const renterPage = await newPartyPage(browser, renter)
  await test.step('the renter: contract page and ledger, $230 + $1,020 and the matching fee shown as such', async () => {
    await renterPage.goto(`/contracts/${contract.id}`)
    const shown = await figures(renterPage, 'Renter payment breakdown')
    expect(shown).toMatchObject(renterFigures)
    const matchingTerm = Object.keys(shown).find((term) => term.startsWith('Matching fee (paid toward this match'))
    expect(matchingTerm).toBeTruthy()
    expect(shown[matchingTerm!]).toBe(formatUsd(matching))
    // The fee as a bar: the server's 15/85 split and the $50, each amount written in its legend.
    const bar = renterPage.getByRole('figure', { name: 'Where the cosigner fee and the processing fee go' })
    await expect(bar).toContainText('To the cosigner (85%) $1,020.00')
    await expect(bar).toContainText('Platform fee (15%) $180.00')
    await expect(bar).toContainText('Contract processing fee $50.00')
    await expect(renterPage.getByRole('list', { name: 'Contract progress' }).getByRole('listitem')).toHaveText([
      /Cosigner signed, done/,
      /Renter signed, done/,
      /Step 1 paid, done/,
      /Step 2 paid, done/,
      /Finalized, done/,
    ])
    if (process.env.E2E_SCREENSHOTS === '1')
      await renterPage.screenshot({ path: path.join(ROOT, 'e2e', 'screenshots', 'contract-1280-light.png'), fullPage: true })
    const payments = renterPage.getByRole('region', { name: 'Your payments' })
    await expect(payments.getByRole('row', { name: /Step 1/ })).toContainText('$230.00')
    await expect(payments.getByRole('row', { name: /Step 2/ })).toContainText('$1,020.00')
    await expect(renterPage.getByText('Cosigner payout breakdown')).toHaveCount(0)

    await renterPage.goto(`/ledger?contractId=${contract.id}`)
    const ledger = await figures(renterPage, 'Renter totals')
    expect(ledger).toMatchObject({ Total: renterFigures.Total, Paid: renterFigures.Paid, 'Still due': '$0.00' })
    await expect(renterPage.getByRole('region', { name: 'Ledger entries' })).toContainText('$230.00')
    await expect(renterPage.getByRole('region', { name: 'Ledger entries' })).toContainText('$1,020.00')
  })

  const cosignerPage = await newPartyPage(browser, cosigner)
  await test.step('the cosigner: contract page, ledger and earnings, $1,200 - $180 = $1,020, never the matching fee', async () => {
    await cosignerPage.goto(`/contracts/${contract.id}`)
    expect(await figures(cosignerPage, 'Cosigner payout breakdown')).toMatchObject({
      'Cosigner fee': '$1,200.00',
      'Platform fee (15%)': '− $180.00',
      Payout: '$1,020.00',
      Received: '$1,020.00',
      Expected: '$0.00',
    })
    await expect(cosignerPage.locator('dl[aria-label="Renter payment breakdown"]')).toHaveCount(0)
    await expect(cosignerPage.getByText(/Matching fee/)).toHaveCount(0)

    await cosignerPage.goto(`/ledger?contractId=${contract.id}`)
    expect(await figures(cosignerPage, 'Cosigner totals')).toMatchObject({
      'Cosigner fee': '$1,200.00',
      'Platform fee (15%)': '$180.00',
      'Payout received': '$1,020.00',
      'Payout expected': '$0.00',
    })

    await cosignerPage.getByRole('link', { name: 'Earnings' }).first().click()
    await expect(cosignerPage).toHaveURL(/\/earnings$/)
    expect(await figures(cosignerPage, 'Earnings totals')).toMatchObject({
      Received: '$1,020.00',
      Expected: '$0.00',
      'Platform fees': '$180.00',
      'Cosigner fees': '$1,200.00',
    })
    const byContract = cosignerPage.getByRole('region', { name: 'Earnings by contract' })
    await expect(byContract.getByRole('row').nth(1)).toContainText('$1,020.00')
    await expect(cosignerPage.getByRole('region', { name: 'Earnings by month' }).getByRole('row').nth(1)).toContainText('$1,020.00')
  })

  await test.step('the earnings CSV downloads; its rows and Total are the screen’s figures', async () => {
    const next = cosignerPage.waitForEvent('download')
    await cosignerPage.getByRole('button', { name: 'Download CSV' }).click()
    const download = await next
    expect(download.suggestedFilename()).toMatch(/^earnings-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/)
    expect(lines[0]).toBe('Contract,Renter,Payment,Status,Due date,Received at,Cosigner fee,Platform fee,Payout')
    const rows = lines.slice(1).map((line) => line.split(','))
    expect(rows).toHaveLength(2)
    expect(rows[0]!.slice(0, 4)).toEqual([contract.id, expect.any(String), 'Cosigner fee', 'Received'])
    expect(rows[0]!.slice(6)).toEqual(['1200.00', '180.00', '1020.00'])
    expect(rows[1]![0]).toBe('Total')
    expect(rows[1]!.slice(6)).toEqual(['1200.00', '180.00', '1020.00'])
  })
})
