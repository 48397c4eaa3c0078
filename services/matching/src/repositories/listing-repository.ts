import type pg from 'pg'
import type { CosignerListingRow, RenterListingRow } from '../model/listing-item.js'

export type { CosignerListingRow, RenterListingRow }

export interface ListingFilter {
  /** Normalised search term ('' for none). */
  search: string
  minCreditScore: number | null
  minIncomeCents: number | null
}
/** Enough of the bio for a preview that is cut at a word boundary. */
const BIO_HEAD = 200

function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * WHERE clause and parameters of a listing. Every query starts with `is_active` so the partial indexes
 * apply. A search of 3+ characters is a substring match (trigram index); 1-2 characters match the start
 * of the name (text_pattern_ops index), since a trigram index cannot narrow those.
 */
function where(filter: ListingFilter): { sql: string; params: unknown[] } {
  const parts = ['is_active']
  const params: unknown[] = []
  if (filter.minCreditScore !== null) parts.push(`credit_score >= $${params.push(filter.minCreditScore)}`)
  if (filter.minIncomeCents !== null)
    parts.push(`monthly_income_cents >= $${params.push(filter.minIncomeCents)}`)
  if (filter.search) {
    const pattern =
      filter.search.length >= 3 ? `%${likeEscape(filter.search)}%` : `${likeEscape(filter.search)}%`
    parts.push(`search_text LIKE $${params.push(pattern)}`)
  }
  return { sql: parts.join(' AND '), params }
}

async function count(pool: pg.Pool, table: string, filter: ListingFilter): Promise<number> {
  const w = where(filter)
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${w.sql}`,
    w.params,
  )
  return rows[0].n
}

const LISTED_COLUMNS = `p.id::text, p.user_id::text, p.first_name, p.last_name, p.location, p.credit_score, p.credit_verified, p.monthly_income_cents,
              left(p.bio, ${BIO_HEAD}) AS bio_head`

/**
 * One page of a listing as a deferred join: the page's ids come from an index-only scan of the ordering
 * index (which INCLUDEs the other filter column), so a deep OFFSET skips index entries rather than table
 * rows; only the page's rows are then read.
 */
async function listingPage<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  listing: { table: string; orderColumn: string; order: string; columns: string },
  filter: ListingFilter,
  offset: number,
  limit: number,
): Promise<Row[]> {
  const { table, orderColumn, order, columns } = listing
  const w = where(filter)
  const n = w.params.length
  const { rows } = await pool.query<Row>(
    `SELECT ${LISTED_COLUMNS}, ${columns}
       FROM (SELECT id, ${orderColumn} FROM ${table} WHERE ${w.sql}
             ORDER BY ${orderColumn} ${order}, id LIMIT $${n + 1} OFFSET $${n + 2}) page
       JOIN ${table} p ON p.id = page.id
       ORDER BY page.${orderColumn} ${order}, page.id`,
    [...w.params, limit, offset],
  )
  return rows
}

/** Raw SQL on plain `pg`: listings are the hot path. */
export const listingRepository = {
  countCosigners: (pool: pg.Pool, filter: ListingFilter) => count(pool, 'cosigner_profiles', filter),
  countRenters: (pool: pg.Pool, filter: ListingFilter) => count(pool, 'renter_profiles', filter),

  cosigners: (pool: pg.Pool, filter: ListingFilter, offset: number, limit: number) =>
    listingPage<CosignerListingRow>(
      pool,
      {
        table: 'cosigner_profiles',
        orderColumn: 'monthly_income_cents',
        order: 'DESC',
        columns: 'p.fee_type, p.total_fee_cents, p.max_rent_support_cents, p.requires_lease_armor',
      },
      filter,
      offset,
      limit,
    ),

  renters: (pool: pg.Pool, filter: ListingFilter, offset: number, limit: number) =>
    listingPage<RenterListingRow>(
      pool,
      {
        table: 'renter_profiles',
        orderColumn: 'credit_score',
        order: 'DESC NULLS LAST',
        columns: 'p.cosigner_budget, p.housing_budget_cents, p.move_in_timeline',
      },
      filter,
      offset,
      limit,
    ),
}
