import type { NotificationDto } from '@cosign/api'
import { connectRealtime, type SocketLike } from './realtime.js'

class FakeSocket implements SocketLike {
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  closedWith: number | null = null
  readyState = 0
  sent: string[] = []
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  send(data: string) {
    this.sent.push(data)
  }
  close(code?: number) {
    this.closedWith = code ?? 1005
    this.readyState = 3
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

function setup(tokens: { current: string | null; refreshed: string | null }) {
  const sockets: FakeSocket[] = []
  const timers: { run: () => void; ms: number }[] = []
  const messages: unknown[] = []
  let reconnects = 0
  let refreshes = 0
  const realtime = connectRealtime({
    socketUrl: (token) => `ws://test/ws?token=${token}`,
    getToken: () => tokens.current,
    refreshToken: async () => {
      refreshes += 1
      tokens.current = tokens.refreshed
      return tokens.refreshed
    },
    onMessage: (message) => messages.push(message),
    onReconnect: () => (reconnects += 1),
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  })
  /** Runs the pending reconnect timer and lets the async open finish. */
  async function fireTimer() {
    const timer = timers.shift()
    if (!timer) throw new Error('no reconnect scheduled')
    timer.run()
    await flush()
  }
  return {
    realtime,
    sockets,
    timers,
    messages,
    fireTimer,
    reconnects: () => reconnects,
    refreshes: () => refreshes,
  }
}

const notification: NotificationDto = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Welcome',
  message: 'Hello',
  read: false,
  createdAt: '2025-01-01T00:00:00.000Z',
}

describe('realtime connection', () => {
  it('opens with the current token and hands on notification messages', async () => {
    const t = setup({ current: 'tok1', refreshed: 'tok2' })
    await flush()
    expect(t.sockets.map((s) => s.url)).toEqual(['ws://test/ws?token=tok1'])
    t.sockets[0].onopen?.({})
    t.sockets[0].onmessage?.({ data: JSON.stringify({ type: 'notification.created', notification }) })
    t.sockets[0].onmessage?.({ data: 'garbage' })
    expect(t.messages).toEqual([{ type: 'notification.created', notification }])
    expect(t.refreshes()).toBe(0)
  })

  it('reconnects after 1, 2, 5, 10, 10 s while it fails, and from 1 s again once a socket opened', async () => {
    const t = setup({ current: 'tok1', refreshed: 'tok2' })
    await flush()
    const delays: number[] = []
    for (let i = 0; i < 5; i++) {
      t.sockets.at(-1)?.onclose?.({ code: 1006 })
      delays.push(t.timers[0].ms)
      await t.fireTimer()
    }
    expect(delays).toEqual([1000, 2000, 5000, 10000, 10000])
    t.sockets.at(-1)?.onopen?.({})
    expect(t.reconnects()).toBe(1) // opened again after a drop: the list is re-read
    t.sockets.at(-1)?.onclose?.({ code: 1006 })
    expect(t.timers[0].ms).toBe(1000)
  })

  it('after a 4401 close it reconnects with a fresh token', async () => {
    const t = setup({ current: 'tok1', refreshed: 'tok2' })
    await flush()
    t.sockets[0].onopen?.({})
    t.sockets[0].onclose?.({ code: 4401 })
    await t.fireTimer()
    expect(t.refreshes()).toBe(1)
    expect(t.sockets[1].url).toBe('ws://test/ws?token=tok2')
  })

  it('after a 4401 close it uses the token the session already renewed, without another refresh', async () => {
    const tokens = { current: 'tok1' as string | null, refreshed: 'never' }
    const t = setup(tokens)
    await flush()
    t.sockets[0].onclose?.({ code: 4401 })
    tokens.current = 'renewed'
    await t.fireTimer()
    expect(t.refreshes()).toBe(0)
    expect(t.sockets[1].url).toBe('ws://test/ws?token=renewed')
  })

  it('close() closes the socket and never reconnects', async () => {
    const t = setup({ current: 'tok1', refreshed: 'tok2' })
    await flush()
    const socket = t.sockets[0]
    t.realtime.close()
    expect(socket.closedWith).toBe(1000)
    socket.onclose?.({ code: 1000 })
    expect(t.timers).toHaveLength(0)
  })
})

describe('realtime bus hand-off', () => {
  it('hands every typed message, not only notifications, to onAnyMessage', async () => {
    const seen: unknown[] = []
    const sockets: FakeSocket[] = []
    const realtime = connectRealtime({
      socketUrl: (token) => `ws://test/ws?token=${token}`,
      getToken: () => 'tok',
      refreshToken: async () => 'tok',
      onMessage: () => undefined,
      onAnyMessage: (message) => seen.push(message),
      createSocket: (url) => {
        const socket = new FakeSocket(url)
        sockets.push(socket)
        return socket
      },
      setTimer: () => undefined,
      clearTimer: () => undefined,
    })
    await flush()
    const update = { type: 'contract.updated', contractId: 'c1', status: 'fully_signed' }
    sockets[0].onmessage?.({ data: JSON.stringify(update) })
    sockets[0].onmessage?.({ data: JSON.stringify({ type: 'notification.created', notification }) })
    sockets[0].onmessage?.({ data: 'not json' })
    sockets[0].onmessage?.({ data: JSON.stringify({ noType: true }) })
    expect(seen).toEqual([update, { type: 'notification.created', notification }])
    realtime.close()
  })
})

describe('sending on the socket', () => {
  it('writes a frame only while a socket is open', async () => {
    const t = setup({ current: 'token-1', refreshed: null })
    await flush()
    expect(t.realtime.send('{"type":"chat.send"}')).toBe(false)
    t.sockets[0].open()
    expect(t.realtime.send('{"type":"chat.send"}')).toBe(true)
    expect(t.sockets[0].sent).toEqual(['{"type":"chat.send"}'])
    t.realtime.close()
    expect(t.realtime.send('{"type":"chat.send"}')).toBe(false)
  })
})
