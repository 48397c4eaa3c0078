import type { FastifyInstance } from 'fastify'

export interface MarketingPagesOptions {
  /** Directory of the built shell (index.html is the page template). */
  shellDir: string
  /** Directory of the built marketing micro-frontend. */
  marketingDir: string
  /** Absolute public origin for canonical links and the sitemap, e.g. http://localhost:8080. */
  publicOrigin: string
}

/**
 * Pre-rendered marketing pages, /sitemap.xml and /robots.txt. Owned by the marketing team (issue 3);
 * registered by the gateway before its SPA fallback. Until it is filled in, it registers nothing.
 */
export default async function marketingPages(_app: FastifyInstance, _opts: MarketingPagesOptions): Promise<void> {}
