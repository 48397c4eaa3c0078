import { createHmac } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CREDIT_REPORT_LINK_TTL_SECONDS } from '@cosign/api'
import { intFromEnv, readServiceEnv, type ServiceEnv } from '@cosign/service-kit'

export interface DocumentsConfig extends ServiceEnv {
  /** Where files are kept; outside every directory any server publishes. */
  documentsDir: string
  /** Key of the HMAC that signs file links. */
  linkSecret: string
  linkTtlSeconds: number
  /** Path under which browsers reach this service (through the gateway); links are built with it. */
  publicPath: string
  /** The platform's public origin (the gateway), printed in the signed agreements' verification address. */
  publicOrigin: string
}

// src/ and dist/ both sit two levels below the repository root.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export function readConfig(env: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  const base = readServiceEnv(env, 4006, 'documents')
  return {
    ...base,
    documentsDir: path.resolve(env.DOCUMENTS_DIR ?? path.join(repoRoot, '.data/documents')),
    // Without its own secret, derived from the (required, never defaulted) JWT secret rather than that secret
    // itself, so a link signature can never pass as a token signature.
    linkSecret:
      env.DOCUMENTS_LINK_SECRET ||
      createHmac('sha256', base.jwtSecret).update('documents-link-secret').digest('hex'),
    linkTtlSeconds: intFromEnv(env.DOCUMENTS_LINK_TTL_SECONDS, CREDIT_REPORT_LINK_TTL_SECONDS),
    publicPath: (env.DOCUMENTS_PUBLIC_PATH ?? '/api/documents').replace(/\/+$/, ''),
    publicOrigin: new URL(env.PUBLIC_ORIGIN ?? 'http://localhost:8080').origin,
  }
}
