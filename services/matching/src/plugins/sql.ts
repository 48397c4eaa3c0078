import fp from 'fastify-plugin'
import pg from 'pg'
import { assertSchemaName } from '@cosign/service-kit'

declare module 'fastify' {
  interface FastifyInstance {
    /** Plain `pg` pool for the read-heavy hot paths (listings, matching catalog): less overhead than the ORM. */
    sql: pg.Pool
  }
}

export default fp<{ databaseUrl: string; schema: string }>(
  async (app, opts) => {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      options: `-c search_path="${assertSchemaName(opts.schema)}"`,
      max: 10,
    })
    pool.on('error', (err) => app.log.warn({ err }, 'idle pg client error'))
    app.decorate('sql', pool)
    app.addHook('onClose', async () => pool.end())
  },
  { name: 'sql' },
)
