import { intFromEnv, readBaseEnv, type BaseEnv } from '@cosign/service-kit'

export interface MatchingConfig extends BaseEnv {
  port: number
  schema: string
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): MatchingConfig {
  return {
    ...readBaseEnv(env),
    port: intFromEnv(env.PORT, 4002),
    schema: env.DB_SCHEMA ?? 'matching',
  }
}
