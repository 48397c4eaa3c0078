import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { signUp, uniqueEmail } from './helpers'
import { mailTo } from './mail-catcher'

// Privacy and consent (issue 30): sign-up needs the terms' checkbox; the Terms and Privacy pages are linked from
// the footer; a user exports their data (emailed, downloaded as a zip) and deletes the account, after which the
// same email signs up again.

test('sign up accepting the terms; export and download the data; delete the account and sign up again', async ({ page, request }) => {
  test.setTimeout(120_000)
  const user = { firstName: 'Pia', lastName: 'Privacy', email: uniqueEmail('pia'), password: 'first-pass-1', role: 'renter' as const }

  await test.step('the terms pages, from the footer', async () => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()
    await expect(page.getByText(/^Version 1, in effect since/)).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible()
  })

  await test.step('sign-up refuses without the checkbox, then accepts with it', async () => {
    await page.goto('/signup?type=renter')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByLabel('Confirm password').fill(user.password)
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await expect(page.getByText('Please accept the Terms of Service and Privacy Policy to create an account.')).toBeVisible()
    await expect(page).toHaveURL(/\/signup/)
    const terms = page.locator('.shell-terms')
    await expect(terms.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms')
    await expect(terms.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy')
  })
  await signUp(page, user)

  await test.step('export: asked, emailed, downloaded as a zip of each service\u2019s JSON', async () => {
    await page.goto('/settings')
    const data = page.getByRole('region', { name: 'Your data', exact: true })
    await data.getByRole('button', { name: 'Export my data' }).click()
    await expect(data.getByText('We are gathering your data.', { exact: false })).toBeVisible()
    await mailTo(request, user.email, 'Your Cosign data export is ready')
    await expect
      .poll(
        async () => {
          if (await data.getByRole('button', { name: 'Check again' }).isVisible()) await data.getByRole('button', { name: 'Check again' }).click()
          return data.getByRole('button', { name: 'Download' }).isVisible()
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('button', { name: 'Download' }).click()])
    expect(download.suggestedFilename()).toMatch(/^cosign-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const zip = readFileSync((await download.path())!)
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK')
    // A zip keeps its file names in plain text.
    for (const name of ['auth/account.json', 'auth/consents.json', 'matching/', 'contracts/', 'payments/', 'chat/', 'documents/'])
      expect(zip.toString('latin1')).toContain(name)
  })

  await test.step('delete the account with the password; the email signs up again', async () => {
    await page.goto('/settings')
    const danger = page.getByRole('region', { name: 'Delete your account', exact: true })
    await danger.getByLabel('Your password').fill('not-my-password')
    await danger.getByRole('button', { name: 'Delete my account' }).click()
    await expect(danger.getByText('Your current password is not correct.')).toBeVisible()
    await danger.getByLabel('Your password').fill(user.password)
    await danger.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/login/)
    await signUp(page, user)
  })
})
