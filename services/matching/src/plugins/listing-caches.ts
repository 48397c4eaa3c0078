import fp from 'fastify-plugin'
import type { ListingsResponse } from '@cosign/api'
import { VersionKeyedCache } from '../lib/version-keyed-cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing totals per filter and version of the listed rows. */
    listingCounts: VersionKeyedCache<number>
    /** Listing answers (one page of one filter) per version of the listed rows (domain/list-profiles.ts). */
    listingPages: VersionKeyedCache<ListingsResponse>
  }
}

export default fp(
  async (app) => {
    app.decorate('listingCounts', new VersionKeyedCache<number>())
    // A page of 20 items is ~10 KB: 1,000 pages stay around 10 MB.
    app.decorate('listingPages', new VersionKeyedCache<ListingsResponse>(1000))
  },
  { name: 'listing-caches' },
)
