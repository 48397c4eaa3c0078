import type { FastifyInstance } from 'fastify'
import { authEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { getMySecondFactor } from '../../domain/get-my-second-factor.js'
import { startMySecondFactor } from '../../domain/start-my-second-factor.js'
import { confirmMySecondFactor } from '../../domain/confirm-my-second-factor.js'
import { turnOffMySecondFactor } from '../../domain/turn-off-my-second-factor.js'
import { LoginPausedError } from '../../domain/log-in.js'

/** Two-step sign-in in settings (issue 30); the login's own steps are in routes/auth. */
export default async function secondFactorRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, endpoints.getMySecondFactor, (request) => getMySecondFactor(deps.prisma, request.user.sub))

  serveEndpoint(app, endpoints.startMySecondFactor, (request) => startMySecondFactor(deps, request.user.sub))

  serveEndpoint(app, endpoints.confirmMySecondFactor, async (request, reply) => {
    try {
      return await confirmMySecondFactor(deps, request.user.sub, request.body.code)
    } catch (err) {
      // Paused like the login after repeated wrong codes.
      if (err instanceof LoginPausedError) reply.header('retry-after', String(err.retryAfterSeconds))
      throw err
    }
  })

  serveEndpoint(app, endpoints.turnOffMySecondFactor, (request) =>
    turnOffMySecondFactor(deps, request.user.sub, request.body.currentPassword),
  )
}
