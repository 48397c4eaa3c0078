import { expect, test } from '@playwright/test'
import { logIn, logInAsAdmin, signUp, uniqueEmail } from './helpers'

test.describe.configure({ mode: 'serial' })

const renter = { firstName: 'Rosa', lastName: 'Renter', email: uniqueEmail('rosa'), password: 'secret-pass-1', role: 'renter' as const }

test('a visitor signs up as a renter and lands on profile creation', async ({ page }) => {
  await signUp(page, renter)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a signed-up renter logs out, logs in again and is greeted by first name', async ({ page }) => {
  await logIn(page, renter.email, renter.password)
  await expect(page).toHaveURL(/\/dashboard/)
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByText('Logged out successfully')).toBeVisible()
  await logIn(page, renter.email, renter.password)
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(page.getByRole('heading', { name: /Rosa/ })).toBeVisible()
  await expect(page.getByText('Renter Dashboard')).toBeVisible()
})

test('a wrong password is refused with the spec message', async ({ page }) => {
  await logIn(page, renter.email, 'not-the-password')
  await expect(page.getByText('Please check your credentials and try again.').first()).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})

test('a visitor opening a signed-in page is sent to login with a return target', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard/)
})

test('the admin logs in through the Admin Login dialog and reaches /admin', async ({ page }) => {
  await logInAsAdmin(page)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
})

test('wrong admin credentials are refused in the dialog', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Admin' }).click()
  const dialog = page.getByRole('dialog', { name: 'Admin Login' })
  await dialog.getByLabel('Email').fill(renter.email)
  await dialog.getByLabel('Password').fill(renter.password)
  await dialog.getByRole('button', { name: 'Login as Admin' }).click()
  await expect(dialog.getByText('Invalid admin credentials')).toBeVisible()
})

test('a renter who opens /admin is sent to /dashboard', async ({ page }) => {
  await logIn(page, renter.email, renter.password)
  await expect(page).toHaveURL(/\/dashboard/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/dashboard/)
})

test('the welcome notification from the event bus reaches the new user', async ({ page, request }) => {
  const email = uniqueEmail('nina')
  const signup = await request.post('/api/auth/signup', {
    data: { email, password: 'secret-pass-1', confirmPassword: 'secret-pass-1', acceptTerms: true, firstName: 'Nina', lastName: 'New', role: 'COSIGNER' },
  })
  expect(signup.status()).toBe(201)
  const { accessToken } = await signup.json()
  await expect
    .poll(async () => {
      const res = await request.get('/api/chat/notifications', { headers: { authorization: `Bearer ${accessToken}` } })
      return (await res.json()).items?.length ?? 0
    })
    .toBeGreaterThan(0)
  void page
})
