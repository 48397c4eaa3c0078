import fp from 'fastify-plugin'
import { scheduleJob } from '@cosign/service-kit'
import { recordPresence } from '../domain/record-presence.js'
import { sendUnreadDigests } from '../domain/send-unread-digests.js'

/**
 * Every `intervalMs` (0: off): records that this instance's connected users are here now (chat_presence), then
 * runs the unread-digest use case (once across instances: it takes an advisory lock). A user is away once no
 * instance has refreshed their presence for 15 minutes.
 */
export default fp<{ intervalMs: number }>(
  async (app, opts) => {
    scheduleJob(app, opts.intervalMs, 'unread digest job', async () => {
      const now = new Date()
      await recordPresence(app.deps, app.realtime.connectedUsers(), now)
      const digests = await sendUnreadDigests(app.deps, now)
      if (digests) app.log.info({ digests }, 'unread chat digests recorded')
    })
  },
  { name: 'unread-digest-job', dependencies: ['realtime', 'deps'] },
)
