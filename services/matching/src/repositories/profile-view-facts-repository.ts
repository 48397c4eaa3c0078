import type pg from 'pg'
import type { LeaseCounts } from './lease-repository.js'

/** What GET /profiles/:id decides with besides the profile row: the viewer's unlock and grant, the owner's leases. */
export interface ProfileViewFacts {
  /** The viewer unlocked the profile's contact fields. */
  hasUnlock: boolean
  /**
   * The owner let the viewer see exact figures (issue 27): the owner sent the viewer a match request (not
   * withdrawn), or approved the viewer's credit-report request.
   */
  granted: boolean
  /** The owner's active and completed leases as a cosigner (the (cosigner, status) index). */
  leases: LeaseCounts
}

// One statement for the facts the profile view needs beside the row (owner found from the profile id), read
// alongside the row: before, four ORM queries in two rounds after it (issue 27, docs/perf.md).
const FACTS = `
  WITH owner AS (
    SELECT coalesce((SELECT user_id FROM cosigner_profiles WHERE id = $1::uuid),
                    (SELECT user_id FROM renter_profiles WHERE id = $1::uuid)) AS user_id
  )
  SELECT EXISTS (SELECT 1 FROM contact_unlocks WHERE viewer_id = $2::uuid AND profile_id = $1::uuid) AS has_unlock,
         EXISTS (SELECT 1 FROM match_requests m JOIN owner o ON m.renter_id = o.user_id
                  WHERE m.cosigner_id = $2::uuid AND m.status <> 'withdrawn')
         OR EXISTS (SELECT 1 FROM credit_report_requests c JOIN owner o ON c.target_user_id = o.user_id
                     WHERE c.requester_id = $2::uuid AND c.status = 'approved') AS granted,
         (SELECT count(*)::int FROM cosigner_leases l JOIN owner o ON l.cosigner_id = o.user_id WHERE l.status = 'active') AS active,
         (SELECT count(*)::int FROM cosigner_leases l JOIN owner o ON l.cosigner_id = o.user_id WHERE l.status = 'completed') AS completed`

/** Raw SQL on plain `pg`: a profile view is a hot path. */
export const profileViewFactsRepository = {
  read: async (pool: pg.Pool, profileId: string, viewerId: string): Promise<ProfileViewFacts> => {
    // Named: prepared once per connection, so PostgreSQL plans it once (planning took longer than running it).
    const { rows } = await pool.query<{ has_unlock: boolean; granted: boolean; active: number; completed: number }>({
      name: 'profile-view-facts',
      text: FACTS,
      values: [profileId, viewerId],
    })
    const [row] = rows
    return { hasUnlock: row.has_unlock, granted: row.granted, leases: { active: row.active, completed: row.completed } }
  },
}
