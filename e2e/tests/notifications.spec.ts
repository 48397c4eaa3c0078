import { expect, test } from '@playwright/test'
import { logIn, uniqueEmail } from './helpers'

test('a new user sees the welcome notification under the bell and marks all read', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('nora')
  const password = 'secret-pass-1'
  const signup = await request.post('/api/auth/signup', {
    data: {
      email,
      password,
      confirmPassword: password, acceptTerms: true,
      firstName: 'Nora',
      lastName: 'Notified',
      role: 'RENTER',
    },
  })
  expect(signup.status()).toBe(201)
  const { accessToken } = await signup.json()
  // The welcome notification comes from the user.registered event, asynchronously: wait until chat stored it.
  await expect
    .poll(async () => {
      const res = await request.get('/api/chat/notifications', {
        headers: { authorization: `Bearer ${accessToken}` },
      })
      return (await res.json()).unreadCount ?? 0
    })
    .toBe(1)

  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/dashboard/)
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' })
  await expect(bell).toBeVisible()
  await expect(page.getByTestId('notifications-badge')).toHaveText('1')

  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  const welcome = panel
    .getByRole('listitem')
    .filter({ hasText: /Welcome to .+, Nora! Your account is ready\./ })
  await expect(welcome.getByRole('button', { name: /^Unread: Welcome to .+!/ })).toBeVisible()
  await expect(panel.getByText('1 unread')).toBeVisible()

  await panel.getByRole('button', { name: 'Mark All Read' }).click()
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0)
  await expect(panel.getByText('All caught up')).toBeVisible()
  await expect(welcome.getByRole('button', { name: /^Welcome to .+!/ })).toBeVisible()

  // Esc closes the panel and gives the focus back to the bell, which now names no unread ones.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  const quietBell = page.getByRole('button', { name: 'Notifications', exact: true })
  await expect(quietBell).toBeFocused()

  // The server agrees: nothing unread after a reload.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0)
})
