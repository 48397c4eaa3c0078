import { intFromEnv, readBaseEnv, type BaseEnv } from '@cosign/service-kit'

export interface ContractsConfig extends BaseEnv {
  port: number
  schema: string
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ContractsConfig {
  return { ...readBaseEnv(env), port: intFromEnv(env.PORT, 4003), schema: env.DB_SCHEMA ?? 'contracts' }
}
