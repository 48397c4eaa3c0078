import { randomUUID } from 'node:crypto'
import type { EventEnvelope } from '@cosign/contracts'
import { redeliverEvent } from '@cosign/service-kit'
import { DIRECTORY_CONSUMER } from '../src/plugins/directory-consumer.js'
import { publish, startHarness, waitFor, type Harness } from './harness.js'

describe('directory events', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  it('a redelivered event that was already handled is acknowledged and not applied again', async () => {
    const userId = randomUUID()
    const fullName = async () =>
      (await h.app.prisma.userDirectory.findUnique({ where: { userId } }))?.fullName
    const registered: EventEnvelope<'user.registered'> = {
      id: randomUUID(),
      type: 'user.registered',
      occurredAt: new Date().toISOString(),
      data: { userId, email: 'ana@users.test', firstName: 'Ana', lastName: 'Old', role: 'COSIGNER' },
    }
    await h.bus.publish(registered)
    await waitFor(async () => (await fullName()) === 'Ana Old', 'the first name')
    await publish(h, 'user.registered', { ...registered.data, lastName: 'New' })
    await waitFor(async () => (await fullName()) === 'Ana New', 'the new name')

    // Applying the old event again would bring the old name back.
    await redeliverEvent(h.bus, registered, DIRECTORY_CONSUMER)
    expect(await fullName()).toBe('Ana New')
    expect(await h.app.prisma.processedEvent.findMany({ where: { eventId: registered.id } })).toEqual([
      expect.objectContaining({ consumer: DIRECTORY_CONSUMER }),
    ])
  })
})
