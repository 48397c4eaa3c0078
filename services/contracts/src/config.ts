import { intFromEnv, readServiceEnv, type ServiceEnv } from '@cosign/service-kit'

export interface ContractsConfig extends ServiceEnv {
  /** How often the scheduled jobs (overdue installments, ended leases) run; 0 turns them off. */
  jobsIntervalMs: number
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ContractsConfig {
  return {
    ...readServiceEnv(env, 4003, 'contracts'),
    jobsIntervalMs: intFromEnv(env.CONTRACT_JOBS_INTERVAL_MS, env.NODE_ENV === 'test' ? 0 : 60_000, 0),
  }
}
