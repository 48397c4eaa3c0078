import type { GatewayConfig } from '../config.js'

type Directives = Record<string, string[]>

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The CSP of the pages the gateway serves. The shell loads remoteEntry scripts and their chunks (and CSS,
 * images, fonts) from the micro-frontend origins named in /config.json, so those origins are allowed;
 * `connect-src` also allows the app's own websocket. Inline `<script type="application/ld+json">` blocks
 * are data, never executed, so `script-src` does not need 'unsafe-inline' for them. React's inline
 * `style` attributes and style-loader need inline styles. Nothing may frame the app.
 */
export function contentSecurityPolicyDirectives(
  config: Pick<GatewayConfig, 'publicOrigin' | 'remotes'>,
): Directives {
  const remoteOrigins = [...new Set(Object.values(config.remotes).map(originOf))].filter(
    (origin): origin is string => origin !== null,
  )
  const publicUrl = new URL(config.publicOrigin)
  const socketOrigin = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`
  const directives: Directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
    fontSrc: ["'self'", 'data:', ...remoteOrigins],
    connectSrc: ["'self'", socketOrigin, ...remoteOrigins],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
  if (publicUrl.protocol === 'https:') directives.upgradeInsecureRequests = []
  return directives
}
