import type { FastifyInstance } from 'fastify'
import { createHttpServer, errorHandling } from '@cosign/service-kit'
import type { GatewayConfig } from './config.js'
import { runtimeConfigOf } from './lib/page-head.js'
import { requestIdFrom } from './lib/request-id.js'
import accessTokens from './plugins/access-tokens.js'
import cors from './plugins/cors.js'
import earlyAnswers from './plugins/early-answers.js'
import edgeAdmission from './plugins/edge-admission.js'
import redisPlugin from './plugins/redis.js'
import securityHeaders from './plugins/security-headers.js'
import chatSocketRoute from './routes/chat-socket.js'
import healthRoutes from './routes/health.js'
import marketingPages from './routes/marketing-pages.js'
import proxyRoutes, { type RouteTable } from './routes/proxy.js'
import runtimeConfigRoute from './routes/runtime-config.js'
import shellRoutes from './routes/shell.js'

/**
 * Builds the gateway: shared plugins first, then the API proxy, then the web (shell and marketing pages).
 * `routeTable`: what the proxy forwards, every declared endpoint unless a test stands in other services.
 */
export async function buildApp(config: GatewayConfig, routeTable?: RouteTable): Promise<FastifyInstance> {
  const app = createHttpServer({
    name: 'gateway',
    logLevel: config.logLevel,
    genReqId: requestIdFrom,
    bodyLimit: config.maxRequestBodyBytes,
    bodyLimitCoversMultipart: true,
    forwardsBodies: true,
    strictQuery: false,
  })
  await app.register(errorHandling)
  // Every answer of the gateway's, its error handler's and not-found answers included.
  await app.register(earlyAnswers)
  await app.register(redisPlugin, { url: config.redisUrl })
  await app.register(cors, { origins: config.corsOrigins })
  await app.register(edgeAdmission, {
    ...config.edgeAdmission,
    natsUrl: config.natsUrl,
    subjectPrefix: config.subjectPrefix,
  })
  await app.register(accessTokens, {
    secret: config.jwtSecret,
    subjectPrefix: config.subjectPrefix,
    redisUrl: config.redisUrl,
  })
  await app.register(healthRoutes, { config })

  // The API: its own context, so raw-body pass-through and rate limits stay there.
  await app.register(proxyRoutes, { config, routeTable })
  await app.register(chatSocketRoute, { config })

  // The web: pages and files the gateway serves itself, with Helmet's security headers.
  await app.register(async (web) => {
    await web.register(securityHeaders, { config })
    await web.register(runtimeConfigRoute, { config })
    await web.register(marketingPages, {
      shellDir: config.shellDir,
      marketingDir: config.marketingDir,
      publicOrigin: config.publicOrigin,
      runtimeConfig: runtimeConfigOf(config),
    })
    await web.register(shellRoutes, { config })
  })
  return app
}
