import type pg from 'pg'

export type VersionName = 'cosigners' | 'renters'
const SELECT = 'SELECT name, version::text FROM catalog_versions'

/** Versions of the listed rows (bumped by triggers; see the migration). */
export const versionRepository = {
  all: async (db: pg.Pool | pg.PoolClient): Promise<Record<VersionName, bigint>> => {
    // Named: prepared once per connection (every listing and every ranking reads it first).
    const { rows } = await db.query<{ name: VersionName; version: string }>({ name: 'catalog-versions', text: SELECT })
    const out = { cosigners: 0n, renters: 0n }
    for (const r of rows) out[r.name] = BigInt(r.version)
    return out
  },
}
