import { outboxDrained, startHarness, user, type Harness } from './helpers.js'

// One trace from the request to the event it causes (issue 32): the gateway sends `traceparent` naming its hop;
// payments continues the trace, and the outbox row, published later by the relay, carries it on as the NATS
// message's `traceparent` header, which the next service's consumer continues (service-kit consumer.test.ts).
describe('trace context from a request to its event', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  it("a checkout's payment.started event carries the request's trace id in its NATS header, under a new span", async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c'
    const gatewaySpan = 'b7ad6b7169203331'
    const res = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { authorization: user(h.app, 'RENTER').auth, traceparent: `00-${traceId}-${gatewaySpan}-01` },
      payload: { purpose: 'match_request' },
    })
    expect(res.statusCode).toBe(201)
    const { paymentId } = res.json() as { paymentId: string }
    await outboxDrained(h)

    const jsm = await h.bus.js.jetstreamManager()
    const info = await jsm.streams.info(h.names.eventStream)
    const started = []
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
      const msg = await jsm.streams.getMessage(h.names.eventStream, { seq }).catch(() => null)
      if (msg?.subject === `${h.names.subjectPrefix}.payment.started` && msg.json<{ data: { paymentId: string } }>().data.paymentId === paymentId)
        started.push(msg)
    }
    expect(started).toHaveLength(1)
    const header = started[0].header.get('traceparent')
    expect(header).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`))
    expect(header).not.toContain(gatewaySpan) // payments is a hop of its own under the gateway's
    expect(started[0].json<{ traceparent?: string }>().traceparent).toBe(header)
  })
})
