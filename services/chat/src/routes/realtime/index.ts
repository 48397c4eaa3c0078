import type { FastifyInstance } from 'fastify'
import { socketSchema } from './schemas.js'

/**
 * `/ws?token=<access token>` (browser: /api/chat/ws). The token is checked before the upgrade, so a bad
 * or missing one is answered 401 and no socket opens. Pushes are server-to-client only; client messages
 * are ignored.
 */
export default async function realtimeRoutes(app: FastifyInstance) {
  app.get(
    '/ws',
    // Request logs would print the URL, and with it the access token.
    { websocket: true, logLevel: 'warn', schema: socketSchema, preValidation: app.authenticate },
    (socket, request) => {
      socket.on('message', () => undefined)
      const exp = request.user.exp
      app.realtime.attach(request.user.sub, socket, typeof exp === 'number' ? exp * 1000 : undefined)
    },
  )
}
