import { expect, test, type WebSocketRoute } from '@playwright/test'
import type { ChatMessageDto } from '@cosign/api'
import {
  acceptedMatchRequest,
  auth,
  createContractByApi,
  newPartyPage,
  payByApi,
  type Account,
} from './helpers.js'
import { conversationOf, sendByApi } from './chat-api.js'

// Chat (issue 12): a renter and a cosigner whose match request was accepted talk live in two browsers. Setup
// (accounts, profiles, payment, the accepted request) goes through the APIs; the two people act in the browser.

test('a renter and a cosigner chat live: Enter sends, Shift+Enter makes a new line, unread badge, read receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { cosigner, renter } = await acceptedMatchRequest(request)
  await conversationOf(request, renter)

  const cosignerPage = await newPartyPage(browser, cosigner)
  const renterPage = await newPartyPage(browser, renter)
  await cosignerPage.goto('/chat')
  const renterItem = cosignerPage.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(renter.lastName) })
  await expect(renterItem).toContainText('No messages yet')

  const renterThread = renterPage.getByRole('list', { name: /^Messages with / })
  await test.step('the renter writes two lines: Shift+Enter makes the new line, Enter sends', async () => {
    await renterPage.goto('/chat')
    await renterPage.getByRole('button', { name: new RegExp(cosigner.lastName) }).click()
    await expect(renterPage.getByText('No messages yet. Say hello!')).toBeVisible()
    const box = renterPage.getByLabel(/^Message to /)
    await box.pressSequentially('Hello there')
    await box.press('Shift+Enter')
    await box.pressSequentially('second line')
    await expect(box).toHaveValue('Hello there\nsecond line')
    await box.press('Enter')
    await expect(box).toHaveValue('')
    await expect(renterThread.locator('.chat-msg__text')).toHaveText(['Hello there\nsecond line'])
    await expect(renterThread.getByText('Read', { exact: true })).toHaveCount(0)
  })

  await test.step('the cosigner’s list shows it live with an unread badge; opening it sends the read receipt', async () => {
    await expect(renterItem.getByText('1 unread')).toBeAttached()
    await expect(renterItem).toContainText('Hello there')
    await renterItem.click()
    const thread = cosignerPage.getByRole('list', { name: /^Messages with / })
    await expect(thread.locator('.chat-msg__text')).toHaveText(['Hello there\nsecond line'])
    await expect(renterItem.getByText('1 unread')).toHaveCount(0)
    await expect(renterThread.getByText('Read', { exact: true })).toBeVisible()
  })

  await test.step('the cosigner’s reply appears on the renter’s open thread without a reload, as plain text', async () => {
    const reply = 'Hi! <b>not bold</b> see https://example.com'
    const box = cosignerPage.getByLabel(/^Message to /)
    await box.fill(reply)
    await box.press('Enter')
    await expect(renterThread.locator('.chat-msg__text')).toHaveText(['Hello there\nsecond line', reply])
    await expect(renterThread.locator('a, b')).toHaveCount(0)
    // The renter's thread is open: the cosigner sees their reply read.
    const thread = cosignerPage.getByRole('list', { name: /^Messages with / })
    await expect(thread.getByText('Read', { exact: true })).toBeVisible()
  })

  await test.step('blank messages are refused with a clear message', async () => {
    const box = renterPage.getByLabel(/^Message to /)
    await box.fill('   ')
    await box.press('Enter')
    await expect(renterPage.getByRole('alert')).toContainText('Please write a message before sending.')
  })

  await test.step('the profile’s Chat button opens the conversation with that cosigner', async () => {
    await renterPage.goto(`/profile/${cosigner.profileId}`)
    await renterPage.locator('#main-content').getByRole('link', { name: 'Chat', exact: true }).click()
    await expect(renterPage).toHaveURL(new RegExp(`/chat\\?with=${cosigner.id}`))
    await expect(renterThread.locator('.chat-msg__text')).toHaveCount(2)
  })

  await test.step('at 375 px the thread fits the screen and leads back to the list', async () => {
    await renterPage.setViewportSize({ width: 375, height: 740 })
    await expect(renterThread).toBeVisible()
    expect(await renterPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await renterPage.getByRole('button', { name: '← All conversations' }).click()
    await expect(renterPage.getByRole('button', { name: new RegExp(cosigner.lastName) })).toBeVisible()
  })
})

test('elsewhere in the app a new message raises the Chat tab’s unread badge and a toast that opens the conversation', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { cosigner, renter } = await acceptedMatchRequest(request)
  const conversation = await conversationOf(request, cosigner)
  const cosignerPage = await newPartyPage(browser, cosigner)
  const renterPage = await newPartyPage(browser, renter)
  await cosignerPage.goto('/contracts')
  await renterPage.goto('/dashboard')
  const tabs = cosignerPage.getByRole('navigation', { name: 'App' })
  await expect(tabs.getByRole('link', { name: 'Chat', exact: true })).toBeVisible()

  await test.step('the renter writes: the cosigner, on another page, gets the badge and a toast naming the renter', async () => {
    await sendByApi(request, renter, conversation.id, 'Hi! <b>Are</b>\n you free tomorrow?')
    await expect(tabs.getByRole('link', { name: 'Chat, 1 unread' })).toBeVisible()
    await expect(cosignerPage.getByTestId('chat-unread-badge')).toHaveText('1')
    const toast = cosignerPage.getByTestId('toast')
    await expect(toast).toContainText(`New message from Rita ${renter.lastName}`)
    await expect(toast).toContainText('Hi! <b>Are</b> you free tomorrow?') // plain text, one line
    await expect(toast.locator('b')).toHaveCount(0)
    // The sender gets no toast for their own message (their socket receives it too).
    await expect(renterPage.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Chat', exact: true })).toBeVisible()
    await expect(renterPage.getByTestId('toast')).toHaveCount(0)

    await sendByApi(request, renter, conversation.id, 'Second message')
    await expect(tabs.getByRole('link', { name: 'Chat, 2 unread' })).toBeVisible()
    // The first toast makes way for the second within a second.
    await expect(toast).toContainText('Second message')
  })

  await test.step('the toast opens the conversation; reading it clears the badge, and no toast while it is open', async () => {
    await cosignerPage.getByTestId('toast').getByRole('link', { name: 'Open conversation' }).click()
    await expect(cosignerPage).toHaveURL(new RegExp(`/chat\\?conversation=${conversation.id}`))
    const thread = cosignerPage.getByRole('list', { name: /^Messages with / })
    await expect(thread.locator('.chat-msg__text')).toHaveText(['Hi! <b>Are</b>\n you free tomorrow?', 'Second message'])
    await expect(tabs.getByRole('link', { name: 'Chat', exact: true })).toBeVisible()
    await expect(cosignerPage.getByTestId('chat-unread-badge')).toHaveCount(0)

    await sendByApi(request, renter, conversation.id, 'Seen live in the open thread')
    await expect(thread.locator('.chat-msg__text')).toHaveCount(3)
    await expect(cosignerPage.getByTestId('toast')).toHaveCount(0)
    await expect(cosignerPage.getByTestId('chat-unread-badge')).toHaveCount(0)
  })
})

test('/chat?contractId= opens the conversation of that contract’s parties with the contract named', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { cosigner, renter, requestId } = await acceptedMatchRequest(request)
  const contract = await createContractByApi(request, cosigner, requestId, 60_000)
  const conversation = await conversationOf(request, renter)
  const renterPage = await newPartyPage(browser, renter)
  // The chat service learns of the contract from contract.created, asynchronously: the page may need a retry.
  await expect(async () => {
    await renterPage.goto(`/chat?contractId=${contract.id}`)
    await expect(renterPage.getByRole('link', { name: `contract ${contract.id.slice(0, 8)}` })).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  // The thread of the contract's other party, named in its heading.
  const thread = renterPage.getByRole('region', { name: `Test ${cosigner.lastName}` })
  await expect(thread.getByText('No messages yet. Say hello!')).toBeVisible()

  const box = renterPage.getByLabel(/^Message to /)
  await box.fill('About our lease')
  await box.press('Enter')
  await expect(box).toHaveValue('')
  await expect(thread.locator('.chat-msg__text')).toHaveText(['About our lease'])
  // Written from the contract: the stored message carries its id.
  const res = await request.get(`/api/chat/conversations/${conversation.id}/messages`, { headers: auth(cosigner.token) })
  const { items } = (await res.json()) as { items: ChatMessageDto[] }
  expect(items.map((m) => [m.message, m.contractId])).toEqual([['About our lease', contract.id]])
})

test('messages and notifications sent while the recipient’s socket is down show once, in order, after it reconnects, without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { cosigner, renter } = await acceptedMatchRequest(request)
  const conversation = await conversationOf(request, renter)
  const renterPage = await newPartyPage(browser, renter)

  // The realtime socket goes through a route the test controls: while `down`, every connection attempt is
  // refused before it opens, as when the network or the gateway is gone.
  let down = false
  const open: WebSocketRoute[] = []
  await renterPage.routeWebSocket(/\/api\/chat\/ws/, async (ws) => {
    if (down) return ws.close()
    ws.connectToServer()
    open.push(ws)
  })
  await renterPage.goto(`/chat?conversation=${conversation.id}`)
  const thread = renterPage.getByRole('list', { name: /^Messages with / })
  await sendByApi(request, cosigner, conversation.id, 'before the outage')
  await expect(thread.locator('.chat-msg__text')).toHaveText(['before the outage'])
  await renterPage.evaluate(() => ((window as { e2eNoReload?: boolean }).e2eNoReload = true))
  const unreadNotifications = async () => {
    const res = await request.get('/api/chat/notifications', { headers: auth(renter.token) })
    return ((await res.json()) as { unreadCount: number }).unreadCount
  }
  const bell = (unread: number) =>
    renterPage.getByRole('button', { name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications', exact: true })
  let notified = 0
  // The setup's notifications arrive asynchronously: wait until the bell shows what the server has.
  await expect(async () => {
    notified = await unreadNotifications()
    await expect(bell(notified)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })

  down = true
  for (const ws of open.splice(0)) await ws.close()
  const missed = ['one', 'two', 'three']
  for (const text of missed) await sendByApi(request, cosigner, conversation.id, text)
  // A payment (another matching session is allowed) makes a "Payment Successful" notification.
  await payByApi(request, renter.token, { purpose: 'match_request', subjectId: cosigner.profileId })
  await expect.poll(unreadNotifications, { timeout: 20_000 }).toBe(notified + 1)
  // Reconnect attempts fail meanwhile (after 1, 2, 5 s): neither the thread nor the bell has seen them.
  await renterPage.waitForTimeout(1_000)
  await expect(thread.locator('.chat-msg__text')).toHaveText(['before the outage'])
  await expect(bell(notified)).toBeVisible()

  down = false
  // The next attempt reconnects: the thread asks for everything after its last message, the bell re-reads its list.
  await expect(thread.locator('.chat-msg__text')).toHaveText(['before the outage', ...missed], { timeout: 20_000 })
  await expect(bell(notified + 1)).toBeVisible()
  expect(open).toHaveLength(1)
  expect(await renterPage.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true)

  // Live again over the new socket, and still nothing doubled.
  await sendByApi(request, cosigner, conversation.id, 'after')
  await expect(thread.locator('.chat-msg__text')).toHaveText(['before the outage', ...missed, 'after'])
})
