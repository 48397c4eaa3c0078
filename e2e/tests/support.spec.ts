import { expect, test } from '@playwright/test'
import { logIn, signUpByApi } from './helpers'

// The support page (/support, public): contact cards, an honest live chat card and the FAQ disclosures.
const PASSWORD = 'secret-pass-1'

test('a signed-in user sees the contact cards and opens an FAQ answer, also on a 375px wide screen', async ({
  page,
  request,
}) => {
  const renter = await signUpByApi(request, 'RENTER', 'support', { password: PASSWORD })
  await page.setViewportSize({ width: 375, height: 740 })
  await logIn(page, renter.email, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard/)

  await page.goto('/support')
  const main = page.locator('.support-page')
  await expect(main.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
  for (const name of ['Email', 'Phone', 'Live chat', 'Frequently asked questions'])
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()

  // The contact is configuration (the gateway's SUPPORT_EMAIL / SUPPORT_PHONE in /config.json), never a placeholder.
  const { support } = (await (await request.get('/config.json')).json()) as {
    support: { email: string | null; phone: string | null }
  }
  const email = page.getByTestId('support-email')
  const phone = page.getByTestId('support-phone')
  if (support.email) {
    await expect(email).toContainText('We reply within 24 hours.')
    await expect(email.getByRole('link', { name: support.email })).toHaveAttribute('href', /^mailto:/)
  } else await expect(email).toContainText('Email support has not been set up on this site yet.')
  if (support.phone) {
    await expect(phone).toContainText('9 AM - 6 PM EST')
    await expect(phone.getByRole('link')).toHaveAttribute('href', /^tel:\+1\d{10}$/)
  } else await expect(phone).toContainText('Phone support has not been set up on this site yet.')
  await expect(page.locator('.support-page')).not.toContainText('cosign.example')
  const chat = page.getByTestId('support-chat')
  await expect(chat).toContainText('not available yet')
  await expect(chat.getByRole('link', { name: 'Open Chat' })).toHaveAttribute('href', '/chat')

  // FAQ answers start closed; the question (a native <summary>) opens its answer.
  const fees = page.getByTestId('faq-fees')
  const answer = fees.getByText('Each cosigner sets their own fee', { exact: false })
  await expect(answer).toBeHidden()
  await fees.getByText('What does it cost?').click()
  await expect(answer).toBeVisible()
  await expect(answer).toContainText('$2,500')
  await expect(fees).toContainText('$50')
  await expect(fees).toContainText('15%')

  // Keyboard users open another one.
  const cancel = page.getByTestId('faq-cancel')
  await cancel.getByText('How do I cancel a contract?').focus()
  await page.keyboard.press('Enter')
  await expect(cancel.getByRole('link', { name: 'Go to Contracts' })).toBeVisible()
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false)
})

test('a visitor with a question before signing up reads /support without logging in (issue 15)', async ({ page }) => {
  await page.goto('/support')
  await expect(page).toHaveURL(/\/support$/)
  const main = page.locator('.support-page')
  await expect(main.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
  const fees = page.getByTestId('faq-fees')
  await fees.getByText('What does it cost?').click()
  await expect(fees).toContainText('$2,500')
  // Signed-in parts stay out: no problem reports for a visitor.
  await expect(page.getByRole('region', { name: 'My problem reports' })).toHaveCount(0)
})
