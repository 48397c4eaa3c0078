import { expect, test } from '@playwright/test'
import { E2E_PASSWORD, logIn, logInAsAdmin, newPartyPage, signUpByApi, uniqueEmail } from './helpers'

// The support page (/support, public): configured contact cards, live chat with the support team (issue 27), FAQ.
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
  for (const name of ['Live chat', 'Frequently asked questions'])
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()

  // The contact is configuration (the gateway's SUPPORT_EMAIL / SUPPORT_PHONE in /config.json), never a placeholder.
  const { support } = (await (await request.get('/config.json')).json()) as {
    support: { email: string | null; phone: string | null }
  }
  const email = page.getByTestId('support-email')
  const phone = page.getByTestId('support-phone')
  // A card only for a configured contact; none at all otherwise (no "not set up" notice).
  if (support.email) {
    await expect(email).toContainText('We reply within 24 hours.')
    await expect(email.getByRole('link', { name: support.email })).toHaveAttribute('href', /^mailto:/)
  } else await expect(email).toHaveCount(0)
  if (support.phone) {
    await expect(phone).toContainText('9 AM - 6 PM EST')
    await expect(phone.getByRole('link')).toHaveAttribute('href', /^tel:\+1\d{10}$/)
  } else await expect(phone).toHaveCount(0)
  await expect(main).not.toContainText('not been set up')
  await expect(page.locator('.support-page')).not.toContainText('cosign.example')
  const chat = page.getByTestId('support-chat')
  await expect(chat.getByLabel('Message to the support team')).toBeVisible()
  await expect(chat.getByRole('link', { name: 'open Chat' })).toHaveAttribute('href', '/chat')

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

test('a support chat answered live by an admin from the Support queue (issue 27)', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const renter = await signUpByApi(request, 'RENTER', 'supportchat', { password: E2E_PASSWORD, firstName: 'Sally' })
  const renterPage = await newPartyPage(browser, renter)
  await renterPage.goto('/support')
  const chat = renterPage.getByTestId('support-chat')
  const question = `Where do I see my receipts? ${Date.now().toString(36)}`
  // Enter sends (as in Chat).
  await chat.getByLabel('Message to the support team').fill(question)
  await chat.getByLabel('Message to the support team').press('Enter')
  const thread = chat.getByRole('list', { name: 'Conversation with support' })
  await expect(thread.getByTestId('support-message')).toHaveCount(1)
  await expect(thread).toContainText(question)
  await expect(chat.getByLabel('Message to the support team')).toHaveValue('')

  // Any admin: the queue's Unassigned tab lists it with the renter's name.
  const adminPage = await (await browser.newContext()).newPage()
  await logInAsAdmin(adminPage)
  await adminPage.goto('/admin?tab=support')
  const item = adminPage.getByTestId('support-queue-item').filter({ hasText: question })
  await expect(item).toContainText(`Sally ${renter.lastName} (Renter)`)
  await expect(item).toContainText('Unassigned')
  await item.getByRole('button', { name: /^Open the conversation/ }).click()
  await expect(adminPage.getByTestId('support-admin-message')).toContainText([question])
  const answer = 'Open Payments: every receipt is listed there.'
  await adminPage.getByLabel('Reply').fill(answer)
  await adminPage.getByRole('button', { name: 'Send reply' }).click()
  await expect(adminPage.getByTestId('support-admin-message')).toHaveCount(2)
  await expect(adminPage.getByText('Assigned: You')).toBeVisible()

  // The renter's open page gets it live (no reload), from "Support team".
  const reply = thread.getByTestId('support-message').nth(1)
  await expect(reply).toContainText(answer, { timeout: 20_000 })
  await expect(reply).toContainText('Support team')

  // Closing tells the renter's page; their next message opens a new conversation.
  await adminPage.getByRole('button', { name: 'Close conversation' }).click()
  await expect(chat).toContainText('This conversation was closed by our team.', { timeout: 20_000 })
  await adminPage.close()
  await renterPage.close()
})

test('a signed-out visitor leaves a question with their email; it reaches the queue', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await page.goto('/support')
  const chat = page.getByTestId('support-chat')
  await expect(chat).toContainText('our team answers by email')
  await chat.getByRole('button', { name: 'Send message' }).click()
  await expect(chat.getByText('Please enter a valid email address.')).toBeVisible()
  const email = uniqueEmail('visitor')
  const question = `Do you cover Ohio? ${Date.now().toString(36)}`
  await chat.getByLabel('Your email').fill(email)
  await chat.getByLabel('Your question').fill(question)
  await chat.getByRole('button', { name: 'Send message' }).click()
  await expect(chat.getByRole('status')).toContainText(`will answer by email at ${email}`)

  const adminPage = await (await browser.newContext()).newPage()
  await logInAsAdmin(adminPage)
  await adminPage.goto('/admin?tab=support')
  const item = adminPage.getByTestId('support-queue-item').filter({ hasText: question })
  await expect(item).toContainText(`${email} (visitor, answer by email)`)
  await item.getByRole('button', { name: /^Open the conversation/ }).click()
  await expect(adminPage.getByText(`answer by email at ${email}`)).toBeVisible()
  await expect(adminPage.getByLabel('Reply')).toHaveCount(0)
  await adminPage.close()
})
