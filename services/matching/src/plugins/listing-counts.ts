import fp from 'fastify-plugin'
import { ListingCountCache } from '../lib/listing-count-cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    listingCounts: ListingCountCache
  }
}

export default fp(
  async (app) => {
    app.decorate('listingCounts', new ListingCountCache())
  },
  { name: 'listing-counts' },
)
