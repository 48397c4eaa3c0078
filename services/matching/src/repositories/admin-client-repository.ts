import type pg from 'pg'
import type { CosignerProfile, RenterProfile, User } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export type ClientKind = 'renter' | 'cosigner'

export interface AdminClientFilter {
  kind: ClientKind
  /** Normalised search term ('' for none). */
  search: string
}

/** An account of the kind's role, with its profile of that kind when it has one (profile columns null otherwise). */
export interface AdminClientRow {
  id: string
  email: string
  first_name: string
  last_name: string
  is_active: boolean
  created_at: Date
  account_credit_score: number | null
  profile_id: string | null
  profile_first_name: string | null
  profile_last_name: string | null
  location: string | null
  credit_score: number | null
  monthly_income_cents: number | null
  /** The cosigner profile's status; null for renters and for accounts without a profile. */
  status: string | null
}

export type UserWithProfiles = User & {
  cosignerProfile: CosignerProfile | null
  renterProfile: RenterProfile | null
}

const KINDS = {
  renter: { role: 'RENTER', profiles: 'renter_profiles', status: 'NULL::text' },
  cosigner: { role: 'COSIGNER', profiles: 'cosigner_profiles', status: 'p.status::text' },
} as const

/**
 * What the search matches on the account. It must stay exactly the expression of `users_admin_search_idx`
 * (migration *_admin_clients_indexes), or PostgreSQL cannot use that index.
 */
const ACCOUNT_SEARCH_TEXT = `lower(first_name || ' ' || last_name || ' ' || email)`

function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** 3+ characters: a substring anywhere; 1-2 characters: the start of the text (the first name). */
function likePattern(search: string): string {
  return search.length >= 3 ? `%${likeEscape(search)}%` : `${likeEscape(search)}%`
}

/**
 * The kind's accounts as (id, created_at): every one without a search, else those whose account (name, email)
 * or profile (name, location: search_text) matches `$2`. Each branch of the union has its own trigram index:
 * the profiles' listed and unlisted rows are indexed apart, so they are searched apart. `$1` is the role.
 */
function accountsSql(filter: AdminClientFilter): string {
  const { profiles } = KINDS[filter.kind]
  if (!filter.search) return `SELECT id, created_at FROM users WHERE role = $1::"Role"`
  const profileBranch = (listed: string) =>
    `SELECT u.id, u.created_at FROM ${profiles} p JOIN users u ON u.id = p.user_id
      WHERE u.role = $1::"Role" AND ${listed} AND p.search_text LIKE $2`
  return `SELECT id, created_at FROM users WHERE role = $1::"Role" AND ${ACCOUNT_SEARCH_TEXT} LIKE $2
          UNION ${profileBranch('p.is_active')}
          UNION ${profileBranch('NOT p.is_active')}`
}

function params(filter: AdminClientFilter): unknown[] {
  const role = KINDS[filter.kind].role
  return filter.search ? [role, likePattern(filter.search)] : [role]
}

/** Raw SQL on plain `pg` like the listings (see listing-repository.ts); the detail goes through Prisma. */
export const adminClientRepository = {
  count: async (pool: pg.Pool, filter: AdminClientFilter): Promise<number> => {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${accountsSql(filter)}) accounts`,
      params(filter),
    )
    return rows[0].n
  },

  /**
   * One page, newest account first (ties by id), as a deferred join: the page's ids come from the
   * (role, created_at, id) index read backwards (or from the search's matches), then only the page's rows
   * and profiles are read.
   */
  page: async (
    pool: pg.Pool,
    filter: AdminClientFilter,
    offset: number,
    limit: number,
  ): Promise<AdminClientRow[]> => {
    const { profiles, status } = KINDS[filter.kind]
    const values = params(filter)
    const n = values.length
    const { rows } = await pool.query<AdminClientRow>(
      `SELECT u.id::text, u.email, u.first_name, u.last_name, u.is_active, u.created_at,
              u.credit_score AS account_credit_score,
              p.id::text AS profile_id, p.first_name AS profile_first_name, p.last_name AS profile_last_name,
              p.location, p.credit_score, p.monthly_income_cents, ${status} AS status
         FROM (SELECT id, created_at FROM (${accountsSql(filter)}) accounts
               ORDER BY created_at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}) page
         JOIN users u ON u.id = page.id
         LEFT JOIN ${profiles} p ON p.user_id = u.id
        ORDER BY page.created_at DESC, page.id DESC`,
      [...values, limit, offset],
    )
    return rows
  },

  /** The account with both kinds of profile (either may be null). */
  findWithProfiles: (db: Db, userId: string): Promise<UserWithProfiles | null> =>
    db.user.findUnique({ where: { id: userId }, include: { cosignerProfile: true, renterProfile: true } }),
}
