import { intFromEnv, readBaseEnv, type BaseEnv } from '@cosign/service-kit'

export interface ContractsConfig extends BaseEnv {
  port: number
  schema: string
  /** How often the scheduled jobs (overdue installments, ended leases) run; 0 turns them off. */
  jobsIntervalMs: number
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ContractsConfig {
  return {
    ...readBaseEnv(env),
    port: intFromEnv(env.PORT, 4003),
    schema: env.DB_SCHEMA ?? 'contracts',
    jobsIntervalMs: intFromEnv(env.CONTRACT_JOBS_INTERVAL_MS, env.NODE_ENV === 'test' ? 0 : 60_000, 0),
  }
}
