import { inflateSync } from 'node:zlib'
import { readFile } from 'node:fs/promises'
import { expect, test, type Download, type Page } from '@playwright/test'
import { formatUsd, splitContractFee, type ContractDto } from '@cosign/api'
import { acceptedMatchRequest, auth, createContractByApi, newPartyPage, payByApi, TINY_PNG } from './helpers.js'
import { mailTo } from './mail-catcher.js'

// Issue 24: after the contract's journey (request, both signatures, both steps paid) the renter downloads the numbered
// receipts from payment history and from the contract page; each file is a PDF naming the number shown on screen.

/** The text shown on a receipt's pages: its content streams inflated, the hex strings each Tj shows (WinAnsi). */
function pdfText(bytes: Buffer): string {
  let text = ''
  const raw = bytes.toString('latin1')
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length
    const end = raw.indexOf('endstream', start)
    try {
      const inflated = inflateSync(bytes.subarray(start, end)).toString('latin1')
      for (const [, hex] of inflated.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) text += Buffer.from(hex!, 'hex').toString('latin1') + '\n'
    } catch {
      // not a Flate stream (the cross-reference stream's own data, fonts): nothing shown
    }
  }
  return text
}

async function savedPdf(download: Download): Promise<{ name: string; text: string }> {
  const bytes = await readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  return { name: download.suggestedFilename(), text: pdfText(bytes) }
}

/** Clicks a receipt button and checks the file: a PDF named after, and showing, the number on the button. */
async function downloadReceipt(page: Page, button: ReturnType<Page['getByTestId']>, amountCents: number) {
  const number = await button.getAttribute('data-receipt-number')
  expect(number).toMatch(/^\d{4}-\d{6}$/)
  await expect(button).toHaveText(`Receipt ${number}`)
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  const file = await savedPdf(download)
  expect(file.name).toBe(`receipt-${number}.pdf`)
  expect(file.text).toContain(`Receipt number ${number}`)
  expect(file.text).toContain(formatUsd(amountCents))
  return number!
}

test('the renter downloads the receipts of a paid contract from payment history and from the contract page', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const fee = 120_000
  const split = splitContractFee(fee)
  const { cosigner, renter, requestId } = await acceptedMatchRequest(request)
  const contract: ContractDto = await createContractByApi(request, cosigner, requestId, fee)
  const signed = await request.post(`/api/contracts/contracts/${contract.id}/sign`, {
    headers: auth(renter.token),
    data: { imagePng: TINY_PNG, termsHash: contract.termsHash },
  })
  expect(signed.status(), await signed.text()).toBe(200)
  await expect(async () => {
    await payByApi(request, renter.token, { purpose: 'contract_platform_fee', subjectId: contract.id })
  }).toPass({ timeout: 20_000 })
  await payByApi(request, renter.token, { purpose: 'contract_cosigner_payment', subjectId: contract.id })

  const page = await newPartyPage(browser, renter)
  let fromHistory = ''
  await test.step('payment history: each payment has its receipt', async () => {
    await page.goto('/payments')
    const rows = page.getByTestId('payment-row')
    const step1Row = rows.filter({ hasText: formatUsd(split.step1Cents) })
    const button = step1Row.getByTestId('receipt-download')
    await expect(button).toHaveCount(1)
    fromHistory = await downloadReceipt(page, button, split.step1Cents)
    // The matching fee paid before the request has its receipt too.
    await expect(rows.getByTestId('receipt-download')).toHaveCount(3)
  })

  await test.step('the "Payment received" email links to the payment\'s row, where its receipt downloads', async () => {
    const mails = await mailTo(request, renter.email, 'Payment received', 3)
    const step1Mail = mails.find((m) => m.text.includes(`${formatUsd(split.step1Cents)} payment`))!
    const link = new URL(/(https?:\/\/\S+\/payments#payment-[0-9a-f-]+)/.exec(step1Mail.text)![1])
    await page.goto(`${link.pathname}${link.hash}`)
    const row = page.locator(link.hash)
    await expect(row).toBeInViewport()
    await expect(row).toContainText(formatUsd(split.step1Cents))
    await expect(row.getByTestId('receipt-download')).toHaveAttribute('data-receipt-number', fromHistory)
  })

  await test.step('the contract page lists the receipts of its two steps', async () => {
    await page.goto(`/contracts/${contract.id}`)
    const card = page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: 'Receipts', exact: true }) })
    const buttons = card.getByTestId('receipt-download')
    await expect(buttons).toHaveCount(2)
    const step1 = card.getByRole('listitem').filter({ hasText: `Paid ${formatUsd(split.step1Cents)}` }).getByTestId('receipt-download')
    await expect(step1).toHaveAttribute('data-receipt-number', fromHistory)
    const step2 = card.getByRole('listitem').filter({ hasText: `Paid ${formatUsd(split.step2Cents)}` }).getByTestId('receipt-download')
    const number = await downloadReceipt(page, step2, split.step2Cents)
    expect(number).not.toBe(fromHistory)
  })

  await test.step('at 375 px both screens keep their receipts reachable without scrolling the page sideways', async () => {
    await page.setViewportSize({ width: 375, height: 740 })
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    for (const path of ['/payments', `/contracts/${contract.id}`]) {
      await page.goto(path)
      await expect(page.getByTestId('receipt-download').first()).toBeVisible()
      expect(await overflow(), path).toBeLessThanOrEqual(0)
    }
  })
})
