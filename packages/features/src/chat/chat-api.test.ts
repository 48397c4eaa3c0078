import type { ChatMessageDto } from '@cosign/api'
// The same module instance chat-api.ts talks to (it imports the package root, the front ends' shared singleton).
import { ApiError, realtimeBus } from '@cosign/ui'
import { chatApi } from './chat-api.js'

const stored = (id: string): ChatMessageDto => ({
  id,
  conversationId: 'c1',
  seq: 1,
  senderId: 'u1',
  receiverId: 'u2',
  contractId: null,
  message: 'Hello',
  createdAt: '2026-11-26T12:00:00.000Z',
})

const realFetch = globalThis.fetch
/** Records every fetch and answers with `answer` (or fails the test if none was expected). */
function stubFetch(answer?: () => Response) {
  const calls: Array<[string, RequestInit]> = []
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(input), init ?? {}])
    if (!answer) throw new Error('unexpected HTTP request')
    return answer()
  }) as typeof fetch
  return calls
}
afterEach(() => {
  realtimeBus.setSender(null)
  globalThis.fetch = realFetch
})

/** A socket that answers every chat.send frame with `answer(frame)`, as the chat service does. */
function socketAnswering(answer: (frame: { id: string }) => Record<string, unknown> | null) {
  const frames: Array<Record<string, unknown>> = []
  realtimeBus.setSender((data) => {
    const frame = JSON.parse(data) as { id: string }
    frames.push(frame)
    const push = answer(frame)
    if (push) queueMicrotask(() => realtimeBus.publish(push as { type: string }))
    return true
  })
  return frames
}

describe('chatApi.send', () => {
  it('sends on the open socket and resolves with the stored message; no HTTP request', async () => {
    const fetches = stubFetch()
    // The chat service answers with the message's push (its id is the frame's).
    const frames = socketAnswering((frame) => ({ type: 'chat.message', conversationId: 'c1', message: stored(frame.id), senderName: 'Rena' }))
    const sent = await chatApi.send('c1', { id: 'm1', message: 'Hello', contractId: 'k1' })
    expect(sent.message.id).toBe('m1')
    expect(frames).toEqual([{ type: 'chat.send', conversationId: 'c1', id: 'm1', message: 'Hello', contractId: 'k1' }])
    expect(fetches).toEqual([])
  })

  it('takes chat.sent as the answer to a frame whose message was stored before (a re-send)', async () => {
    socketAnswering((frame) => ({ type: 'chat.sent', id: frame.id, message: stored(frame.id) }))
    expect((await chatApi.send('c1', { id: 'm4', message: 'Hello' })).message.id).toBe('m4')
  })

  it('turns a refusal on the socket into the ApiError the POST would have thrown', async () => {
    socketAnswering((frame) => ({
      type: 'chat.send_refused',
      id: frame.id,
      status: 429,
      error: { code: 'RATE_LIMITED', message: 'Slow down.' },
    }))
    const refused = chatApi.send('c1', { id: 'm2', message: 'Hello' })
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Slow down.' })
  })

  it('POSTs the same body when no socket is open', async () => {
    const fetches = stubFetch(
      () => new Response(JSON.stringify({ message: stored('m3') }), { status: 201, headers: { 'content-type': 'application/json' } }),
    )
    const sent = await chatApi.send('c1', { id: 'm3', message: 'Hello' })
    expect(sent.message.id).toBe('m3')
    const [url, init] = fetches[0]
    expect(url).toMatch(/\/chat\/conversations\/c1\/messages$/)
    expect(JSON.parse(String(init.body))).toEqual({ id: 'm3', message: 'Hello' })
  })
})
