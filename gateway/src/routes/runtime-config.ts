import type { FastifyInstance } from 'fastify'
import type { GatewayConfig } from '../config.js'
import { runtimeConfigOf } from '../lib/page-head.js'

/**
 * GET /config.json: where the shell finds the micro-frontends at run time, so one shell build works in
 * every environment. Not cached, so a changed remote URL is picked up on the next page load. The pages the
 * gateway serves carry the same body inline (lib/page-head.ts); this route stays for the development server
 * and pages from elsewhere.
 */
export default async function runtimeConfigRoute(app: FastifyInstance, opts: { config: GatewayConfig }) {
  const json = JSON.stringify(runtimeConfigOf(opts.config))
  app.get('/config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json),
  )
}
