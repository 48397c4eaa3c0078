import { readServiceEnv, type ServiceEnv } from '@cosign/service-kit'

export type MatchingConfig = ServiceEnv

export function readConfig(env: NodeJS.ProcessEnv = process.env): MatchingConfig {
  return readServiceEnv(env, 4002, 'matching')
}
