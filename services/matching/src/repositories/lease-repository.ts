import type { Db } from './db.js'

export type LeaseStatus = 'active' | 'completed' | 'cancelled'
export interface LeaseRow {
  contractId: string
  cosignerId: string
  renterId: string
}
export interface LeaseCounts {
  active: number
  completed: number
}

/** A cosigner's contracts as learned from contracts' events (cosigner_leases). */
export const leaseRepository = {
  /**
   * Records a contract's state. 'active' only creates (a finished contract never becomes active again); a finished
   * state replaces 'active' only, so the first finish wins and redelivered or late events change nothing.
   */
  record: (db: Db, row: LeaseRow, status: LeaseStatus, at: Date): Promise<number> =>
    status === 'active'
      ? db.$executeRaw`
          INSERT INTO cosigner_leases (contract_id, cosigner_id, renter_id, status, updated_at)
          VALUES (${row.contractId}::uuid, ${row.cosignerId}::uuid, ${row.renterId}::uuid, 'active', ${at})
          ON CONFLICT (contract_id) DO NOTHING`
      : db.$executeRaw`
          INSERT INTO cosigner_leases (contract_id, cosigner_id, renter_id, status, updated_at)
          VALUES (${row.contractId}::uuid, ${row.cosignerId}::uuid, ${row.renterId}::uuid, ${status}, ${at})
          ON CONFLICT (contract_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
          WHERE cosigner_leases.status = 'active'`,
}
