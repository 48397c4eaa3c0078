import type pg from 'pg'
import type { PublicReviewRow } from '../model/review-rules.js'

export interface ProfileReviewsRead {
  /** The user the profile belongs to (a renter profile first, as the ids of both kinds never meet), or null. */
  ownerId: string | null
  average: number | null
  count: number
  latest: PublicReviewRow[]
  authors: { id: string; firstName: string; lastName: string }[]
}

// The owner, the released visible reviews' average and count, and the latest of them with their authors'
// names, in one statement: on the reviewed-profile path six ORM queries were most of the request's CPU
// (issue 27, docs/perf.md). The latest are cut from reviews_subject_id_released_at_idx.
const PROFILE_REVIEWS = `
  WITH owner AS (
    SELECT coalesce((SELECT user_id FROM renter_profiles WHERE id = $1::uuid),
                    (SELECT user_id FROM cosigner_profiles WHERE id = $1::uuid)) AS user_id
  )
  SELECT o.user_id::text AS owner_id, s.average, s.count, coalesce(l.latest, '[]') AS latest
    FROM owner o
   CROSS JOIN LATERAL (
     SELECT avg(r.rating)::float8 AS average, count(*)::int AS count
       FROM reviews r WHERE r.subject_id = o.user_id AND r.released_at <= $2 AND r.hidden_at IS NULL) s
   CROSS JOIN LATERAL (
     SELECT json_agg(x ORDER BY x.released_at DESC, x.id DESC) AS latest
       FROM (SELECT r.id, r.occasion, r.author_id, r.author_role, r.rating, r.text, r.created_at, r.released_at,
                    u.id AS user_id, u.first_name, u.last_name
               FROM (SELECT * FROM reviews r
                      WHERE r.subject_id = o.user_id AND r.released_at <= $2 AND r.hidden_at IS NULL
                      ORDER BY r.released_at DESC, r.id DESC LIMIT $3) r
               LEFT JOIN users u ON u.id = r.author_id) x) l`

interface LatestJson {
  id: string
  occasion: string
  author_id: string
  author_role: string
  rating: number
  text: string
  created_at: string
  user_id: string | null
  first_name: string | null
  last_name: string | null
}

/** Raw SQL on plain `pg`: a reviewed profile is a hot path. */
export const profileReviewsRepository = {
  read: async (pool: pg.Pool, profileId: string, now: Date, take: number): Promise<ProfileReviewsRead> => {
    const { rows } = await pool.query<{ owner_id: string | null; average: number | null; count: number; latest: LatestJson[] }>(
      // Named: prepared once per connection, so PostgreSQL plans it once (planning took longer than running it).
      { name: 'profile-reviews', text: PROFILE_REVIEWS, values: [profileId, now, take] },
    )
    const row = rows[0]
    const latest = row.latest.map((r) => ({
      id: r.id,
      occasion: r.occasion,
      authorId: r.author_id,
      authorRole: r.author_role,
      rating: r.rating,
      text: r.text,
      createdAt: new Date(r.created_at),
    }))
    const authors = row.latest
      .filter((r) => r.user_id !== null)
      .map((r) => ({ id: r.user_id as string, firstName: r.first_name as string, lastName: r.last_name as string }))
    return { ownerId: row.owner_id, average: row.average, count: row.count, latest, authors }
  },
}
