import type pg from 'pg'
import { withPgTransaction } from '@cosign/service-kit'
import { versionRepository } from './version-repository.js'

/** Every listed cosigner's matching facts, column-wise (row i of each array is one cosigner). */
export interface CatalogSnapshot {
  /** The 'cosigners' version the rows were read with (same snapshot). */
  version: bigint
  ids: string[]
  userIds: string[]
  creditScores: Int32Array
  feeCents: Int32Array
  maxRentSupportCents: Int32Array
  requireUpfront: Uint8Array
  locationKeys: string[]
  stateKeys: string[]
  /** An admin verified the cosigner's credit report: 1. */
  creditVerified: Uint8Array
  /** Average seconds from a request to the cosigner's answer (accepted or declined); -1: none answered yet. */
  responseSeconds: Int32Array
  /** Leases the cosigner completed (contract.completed, from cosigner_leases). */
  completedLeases: Int32Array
  /** Released, visible reviews renters wrote of the cosigner: average in tenths of a star (0 without any), count. */
  reviewAverageTenths: Uint8Array
  reviewCounts: Int32Array
}

/**
 * A snapshot prepared for ranking: credit points (which depend on the cosigner only) precomputed, and
 * locations and states replaced by small integers so that comparing them costs one integer compare.
 * State id -1 means "no state part".
 */
export interface RankableCatalog extends CatalogSnapshot {
  creditPoints: Uint8Array
  locationIds: Int32Array
  stateIds: Int32Array
  locationIndex: Map<string, number>
  stateIndex: Map<string, number>
  /** responseBandFor(responseSeconds) and hashId(id), per row. */
  responseBands: Uint8Array
  idHashes: Uint32Array
}

export interface CatalogSource {
  version(): Promise<bigint>
  snapshot(): Promise<CatalogSnapshot>
}

/** Reads the catalog in array row mode: 100,000 rows load several times faster than through the ORM. */
export function catalogRepository(pool: pg.Pool): CatalogSource {
  return {
    version: async () => (await versionRepository.all(pool)).cosigners,
    async snapshot() {
      // One snapshot for the version and the rows, so the version never claims rows it does not hold.
      const { version, rows } = await withPgTransaction(
        pool,
        async (client) => {
          const version = (await versionRepository.all(client)).cosigners
          const { rows } = await client.query<
            [
              string,
              string,
              number,
              number,
              number,
              boolean,
              string,
              string,
              boolean,
              number | null,
              number | null,
              number | null,
              number | null,
            ]
          >({
            // Response times, completed leases and reviews: one grouped pass each per reload (not per ranking).
            // Reviews as profiles show them: released, not hidden, written by renters about the cosigner.
            text: `SELECT p.id::text, p.user_id::text, p.credit_score, p.total_fee_cents, p.max_rent_support_cents,
                          p.require_upfront, p.location_key, p.state_key, p.credit_verified, r.seconds,
                          l.completed, v.average_tenths, v.count
                   FROM cosigner_profiles p
                   LEFT JOIN (SELECT cosigner_profile_id,
                                     avg(extract(epoch FROM responded_at - created_at))::int AS seconds
                              FROM match_requests
                              WHERE status IN ('accepted', 'declined') AND responded_at IS NOT NULL
                              GROUP BY cosigner_profile_id) r ON r.cosigner_profile_id = p.id
                   LEFT JOIN (SELECT cosigner_id, count(*)::int AS completed
                              FROM cosigner_leases WHERE status = 'completed'
                              GROUP BY cosigner_id) l ON l.cosigner_id = p.user_id
                   LEFT JOIN (SELECT subject_id, round(avg(rating) * 10)::int AS average_tenths, count(*)::int AS count
                              FROM reviews
                              WHERE author_role = 'renter' AND released_at <= now() AND hidden_at IS NULL
                              GROUP BY subject_id) v ON v.subject_id = p.user_id
                   WHERE p.is_active`,
            rowMode: 'array',
          })
          return { version, rows }
        },
        'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
      )
      const n = rows.length
      const snap: CatalogSnapshot = {
        version,
        ids: new Array(n),
        userIds: new Array(n),
        creditScores: new Int32Array(n),
        feeCents: new Int32Array(n),
        maxRentSupportCents: new Int32Array(n),
        requireUpfront: new Uint8Array(n),
        locationKeys: new Array(n),
        stateKeys: new Array(n),
        creditVerified: new Uint8Array(n),
        responseSeconds: new Int32Array(n),
        completedLeases: new Int32Array(n),
        reviewAverageTenths: new Uint8Array(n),
        reviewCounts: new Int32Array(n),
      }
      for (let i = 0; i < n; i++) {
        const r = rows[i]
        snap.ids[i] = r[0]
        snap.userIds[i] = r[1]
        snap.creditScores[i] = r[2]
        snap.feeCents[i] = r[3]
        snap.maxRentSupportCents[i] = r[4]
        snap.requireUpfront[i] = r[5] ? 1 : 0
        snap.locationKeys[i] = r[6]
        snap.stateKeys[i] = r[7]
        snap.creditVerified[i] = r[8] ? 1 : 0
        snap.responseSeconds[i] = r[9] ?? -1
        snap.completedLeases[i] = r[10] ?? 0
        snap.reviewAverageTenths[i] = r[11] ?? 0
        snap.reviewCounts[i] = r[12] ?? 0
      }
      return snap
    },
  }
}
