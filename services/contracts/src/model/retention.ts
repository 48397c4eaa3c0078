import { RECORD_RETENTION_YEARS } from '@cosign/api'

/**
 * The end time before which a contract with a deleted party is past the retention the Privacy Policy states
 * (RECORD_RETENTION_YEARS after it ended): the same instant `years` calendar years before `now` (UTC).
 */
export function retentionCutoff(now: Date, years: number = RECORD_RETENTION_YEARS): Date {
  const cutoff = new Date(now.getTime())
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years)
  return cutoff
}
