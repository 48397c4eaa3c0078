import fp from 'fastify-plugin'
import { CosignerCatalog } from '../domain/cosigner-catalog.js'
import { catalogRepository } from '../repositories/catalog-repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CosignerCatalog
  }
}

/** The in-memory matching catalog of listed cosigners (loaded on first use). */
export default fp(
  async (app) => {
    app.decorate('catalog', new CosignerCatalog(catalogRepository(app.sql)))
  },
  { name: 'catalog', dependencies: ['sql'] },
)
