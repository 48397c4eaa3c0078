import { randomUUID } from 'node:crypto'
import type { EventEnvelope } from '@cosign/api'
import { redeliverEvent } from '@cosign/service-kit'
import { ACCESS_CONSUMER } from '../src/plugins/access-consumer.js'
import { DIRECTORY_CONSUMER } from '../src/plugins/directory-consumer.js'
import { publish, startHarness, waitFor, type Harness } from './helpers.js'

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
    // A name change in the account settings (user.updated, issue 29).
    await publish(h, 'user.updated', { userId, email: 'ana@users.test', firstName: 'Ana', lastName: 'New' })
    await waitFor(async () => (await fullName()) === 'Ana New', 'the new name')

    // Applying the old event again would bring the old name back.
    await redeliverEvent(h.bus, registered, DIRECTORY_CONSUMER)
    expect(await fullName()).toBe('Ana New')
    expect(
      await h.app.prisma.processedEvent.findMany({
        where: { eventId: registered.id, consumer: DIRECTORY_CONSUMER },
      }),
    ).toHaveLength(1)
  })

  it('profile review states, account roles and match requests: a late older event never overwrites a newer one', async () => {
    const profileId = randomUUID()
    const userId = randomUUID()
    const event = <T extends 'cosigner_profile.submitted' | 'cosigner_profile.approved'>(
      type: T,
      occurredAt: Date,
    ): EventEnvelope<T> =>
      ({
        id: randomUUID(),
        type,
        occurredAt: occurredAt.toISOString(),
        data: { profileId, userId },
      }) as EventEnvelope<T>
    const status = async () => (await h.app.prisma.profileOwner.findUnique({ where: { profileId } }))?.status
    const now = Date.now()
    await h.bus.publish(event('cosigner_profile.approved', new Date(now)))
    await waitFor(async () => (await status()) === 'approved', 'approved')
    // The submission (earlier) arrives after the approval, e.g. redelivered after a failure.
    const late = event('cosigner_profile.submitted', new Date(now - 60_000))
    await redeliverEvent(h.bus, late, ACCESS_CONSUMER)
    expect(await status()).toBe('approved')

    await publish(h, 'user.registered', {
      userId,
      email: 'c@users.test',
      firstName: 'C',
      lastName: 'D',
      role: 'COSIGNER',
    })
    await publish(h, 'user.status_changed', { userId, isActive: false })
    await waitFor(
      async () => (await h.app.prisma.userAccount.findUnique({ where: { userId } }))?.isActive === false,
      'deactivated',
    )
    expect(await h.app.prisma.userAccount.findUnique({ where: { userId } })).toMatchObject({
      role: 'COSIGNER',
    })

    const requestId = randomUUID()
    const request = { requestId, renterId: randomUUID(), cosignerId: userId }
    await publish(h, 'match_request.created', request)
    await waitFor(() => h.app.prisma.matchRequestUnlock.findUnique({ where: { requestId } }), 'match request')
  })
})
