import { createRealtimeBus, parseRealtimeEnvelope } from './realtime-bus.js'

describe('realtime bus', () => {
  it('delivers a message to the subscribers of its type and of *, until they unsubscribe', () => {
    const bus = createRealtimeBus()
    const contract: unknown[] = []
    const all: unknown[] = []
    const off = bus.subscribe('contract.updated', (m) => contract.push(m))
    bus.subscribe('*', (m) => all.push(m.type))
    bus.publish({ type: 'contract.updated', contractId: 'c1' })
    bus.publish({ type: 'notification.created' })
    off()
    bus.publish({ type: 'contract.updated', contractId: 'c2' })
    expect(contract).toEqual([{ type: 'contract.updated', contractId: 'c1' }])
    expect(all).toEqual(['contract.updated', 'notification.created', 'contract.updated'])
  })

  it('a throwing listener does not stop the others; reconnect listeners are told', () => {
    const bus = createRealtimeBus()
    const original = console.error
    console.error = () => undefined
    const seen: string[] = []
    bus.subscribe('x', () => {
      throw new Error('boom')
    })
    bus.subscribe('x', () => seen.push('second'))
    bus.publish({ type: 'x' })
    let reconnects = 0
    const off = bus.onReconnect(() => (reconnects += 1))
    bus.publishReconnect()
    off()
    bus.publishReconnect()
    expect(seen).toEqual(['second'])
    expect(reconnects).toBe(1)
    console.error = original
  })

  it('parses frames that are JSON objects with a string type', () => {
    expect(parseRealtimeEnvelope('{"type":"contract.updated","contractId":"c"}')).toEqual({
      type: 'contract.updated',
      contractId: 'c',
    })
    expect(parseRealtimeEnvelope('nope')).toBeNull()
    expect(parseRealtimeEnvelope('{"kind":1}')).toBeNull()
    expect(parseRealtimeEnvelope(42)).toBeNull()
  })
})
