import fp from 'fastify-plugin'
import { subscribeCore } from '@cosign/service-kit'
import type { WebSocket } from 'ws'
import type { AdminAlertCreatedPush, AdminAlertsReadPush, SupportQueueChangedPush } from '@cosign/api'

export interface AdminRealtime {
  /** Sends to every signed-in admin's open sockets, on whichever chat instance holds them. */
  publish(message: AdminAlertCreatedPush | AdminAlertsReadPush | SupportQueueChangedPush): void
  /** Adds an admin's socket (already tracked, pinged and closed on expiry by `realtime`) until it closes. */
  attach(socket: WebSocket): void
  /** Admin sockets open on this instance. */
  connectionCount(): number
}

declare module 'fastify' {
  interface FastifyInstance {
    adminRealtime: AdminRealtime
  }
}

/**
 * Fan-out to all admins (the admin alerts): the same NATS core pattern as `realtime`, on one subject
 * `<prefix>_realtime.admins` (outside the event stream's `<prefix>.>`), so an alert raised on one instance reaches
 * the admins connected to every instance. Admins are not known by id in advance (the seeded admin never appears in
 * an event), so the sockets are grouped by the role their token carries when they connect.
 */
export default fp<{ subjectPrefix: string }>(
  async (app, opts) => {
    const subject = `${opts.subjectPrefix}_realtime.admins`
    const sockets = new Set<WebSocket>()

    const deliverLocally = (data: string) => {
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(data)
    }

    subscribeCore(app, subject, 'admin realtime', (msg) => deliverLocally(msg.string()))

    app.decorate('adminRealtime', {
      publish(message) {
        const data = JSON.stringify(message)
        const bus = app.events.bus()
        if (bus && !bus.nc.isClosed()) bus.nc.publish(subject, data)
        else deliverLocally(data)
      },
      attach(socket) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
      },
      connectionCount: () => sockets.size,
    } satisfies AdminRealtime)
  },
  { name: 'admin-realtime', dependencies: ['events'] },
)
