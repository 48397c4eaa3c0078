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
  ), visible AS (
    SELECT r.id, r.occasion, r.author_id, r.author_role, r.rating, r.text, r.created_at, r.released_at
      FROM reviews r JOIN owner o ON r.subject_id = o.user_id
     WHERE r.released_at <= $2 AND r.hidden_at IS NULL
  )
  SELECT (SELECT user_id::text FROM owner) AS owner_id,
         (SELECT avg(rating)::float8 FROM visible) AS average,
         (SELECT count(*)::int FROM visible) AS count,
         coalesce((SELECT json_agg(l ORDER BY l.released_at DESC, l.id DESC)
                     FROM (SELECT v.id, v.occasion, v.author_id, v.author_role, v.rating, v.text, v.created_at, v.released_at,
                                  u.id AS user_id, u.first_name, u.last_name
                             FROM visible v LEFT JOIN users u ON u.id = v.author_id
                            ORDER BY v.released_at DESC, v.id DESC LIMIT $3) l), '[]') AS latest`

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
      PROFILE_REVIEWS,
      [profileId, now, take],
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
