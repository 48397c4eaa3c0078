import { expect, test } from '@playwright/test'
import { acceptedMatchRequest, killGateways, newPartyPage } from './helpers.js'
import { conversationOf, sendByApi } from './chat-api.js'

// Kills the gateway process(es) every other test goes through: the test command runs this file alone, after the
// others (scripts/run-tests.mjs, EXCLUSIVE_SPECS), and the replicas suite runs it against two gateways.

test('the conversation survives a gateway restart without a reload: what was sent meanwhile shows once, in order, and it stays live; messages go on the socket', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const { cosigner, renter } = await acceptedMatchRequest(request)
  const conversation = await conversationOf(request, renter)
  const renterPage = await newPartyPage(browser, renter)
  let sockets = 0
  const framesSent: string[] = []
  renterPage.on('websocket', (ws) => {
    if (!ws.url().includes('/api/chat/ws')) return
    sockets++
    ws.on('framesent', (frame) => framesSent.push(String(frame.payload)))
  })
  await renterPage.goto(`/chat?conversation=${conversation.id}`)
  const thread = renterPage.getByRole('list', { name: /^Messages with / })
  await sendByApi(request, cosigner, conversation.id, 'before the restart')
  await expect(thread.locator('.chat-msg__text')).toHaveText(['before the restart'])
  expect(sockets).toBe(1)
  await renterPage.evaluate(() => ((window as { e2eNoReload?: boolean }).e2eNoReload = true))

  // The real thing: the gateway process(es) killed, as in a crash; the platform's runner starts them again.
  expect(await killGateways()).toBeGreaterThan(0)
  // Sent as soon as the API answers again: before or after the renter's socket is back, each shows once.
  const during = ['while restarting 1', 'while restarting 2']
  for (const text of during)
    await expect(async () => void (await sendByApi(request, cosigner, conversation.id, text))).toPass({ timeout: 60_000 })
  await expect(thread.locator('.chat-msg__text')).toHaveText(['before the restart', ...during], { timeout: 30_000 })
  // The edge sends the socket straight to a chat instance: a gateway restart does not even drop it.
  expect(sockets).toBe(1)

  // Live both ways, without a reload, and still nothing doubled; the renter's message goes as a chat.send frame
  // on the socket, not as an HTTP request.
  const posts: string[] = []
  renterPage.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/chat/conversations/')) posts.push(r.url())
  })
  const box = renterPage.getByLabel(/^Message to /)
  await box.fill('still here')
  await box.press('Enter')
  await expect(thread.locator('.chat-msg__text')).toHaveText(['before the restart', ...during, 'still here'])
  expect(posts.filter((url) => url.endsWith('/messages'))).toEqual([])
  expect(framesSent.map((f) => JSON.parse(f) as { type: string; message?: string })).toContainEqual(
    expect.objectContaining({ type: 'chat.send', message: 'still here' }),
  )
  await sendByApi(request, cosigner, conversation.id, 'after')
  await expect(thread.locator('.chat-msg__text')).toHaveText(['before the restart', ...during, 'still here', 'after'])
  expect(await renterPage.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true)

  // The chat path above does not pass the gateways: leave only once a gateway answers through the edge again, so
  // the next test does not open a page while none is in rotation.
  await expect.poll(async () => (await request.get('/readyz')).status(), { timeout: 90_000 }).toBe(200)
})
