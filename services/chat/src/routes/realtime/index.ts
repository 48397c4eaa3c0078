import type { FastifyInstance } from 'fastify'
import { chatEndpoints } from '@cosign/api'
import { errorBody, routeSchemaOf, viewerOf } from '@cosign/service-kit'
import { answerClientFrames } from './client-frames.js'

const socketEndpoint = chatEndpoints.realtimeSocket

/**
 * `/ws?token=<access token>` (browser: /api/chat/ws). The token is checked before the upgrade, so a bad
 * or missing one is answered 401 and no socket opens. The server pushes; the client may send chat messages
 * (client-frames.ts).
 */
export default async function realtimeRoutes(app: FastifyInstance) {
  app.route({
    method: socketEndpoint.method,
    url: socketEndpoint.path,
    // Request logs would print the URL, and with it the access token.
    logLevel: 'warn',
    schema: routeSchemaOf(socketEndpoint),
    // Its access rule (signed in) is checked after the query is validated: a malformed token is a 400.
    preValidation: app.authenticate,
    // A plain GET (no Upgrade header) gets the usual error body rather than the plugin's empty 404.
    handler: (_request, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send(errorBody('UPGRADE_REQUIRED', 'This address only accepts WebSocket connections.')),
    wsHandler: (socket, request) => {
      answerClientFrames(socket, viewerOf(request), app.deps, request.log)
      const exp = request.user.exp
      const { sid, ver } = request.user
      app.realtime.attach(request.user.sub, socket, typeof exp === 'number' ? exp * 1000 : undefined, { sid, ver })
      // Admins also get the admin alerts (admin-realtime); the socket's lifetime is still managed by `realtime`.
      if (request.user.role === 'ADMIN') app.adminRealtime.attach(socket)
    },
  })
}
