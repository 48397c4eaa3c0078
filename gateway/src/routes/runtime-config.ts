import type { FastifyInstance } from 'fastify'
import type { GatewayConfig } from '../config.js'

export interface RuntimeConfig {
  remotes: GatewayConfig['remotes']
  apiBase: string
  /** Support contact for /support (null: not configured). */
  support: GatewayConfig['support']
}

/**
 * GET /config.json: where the shell finds the micro-frontends at run time, so one shell build works in
 * every environment. Not cached, so a changed remote URL is picked up on the next page load.
 */
export default async function runtimeConfigRoute(app: FastifyInstance, opts: { config: GatewayConfig }) {
  const body: RuntimeConfig = { remotes: opts.config.remotes, apiBase: '/api', support: opts.config.support }
  const json = JSON.stringify(body)
  app.get('/config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json),
  )
}
