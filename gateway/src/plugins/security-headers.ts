import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastifyHelmet from '@fastify/helmet'
import type { GatewayConfig } from '../config.js'
import { contentSecurityPolicyDirectives } from '../lib/content-security-policy.js'

/**
 * Helmet for the pages and files the gateway serves itself. Registered in the web context only: proxied
 * API responses are JSON/CSV from the services and do not need a CSP, and keeping Helmet off that path
 * keeps the proxy fast. HSTS only when the public origin is https (it would break http://localhost).
 */
export default fp<{ config: Pick<GatewayConfig, 'publicOrigin' | 'remotes'> }>(
  async function securityHeaders(app: FastifyInstance, opts) {
    const https = new URL(opts.config.publicOrigin).protocol === 'https:'
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(opts.config) },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Payment approval may open in a new window that reports back to the app.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    })
  },
  { name: 'security-headers' },
)
