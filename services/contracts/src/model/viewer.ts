import type { Role } from '@cosign/api'

/** The caller, from the verified access token. */
export interface Viewer {
  id: string
  role: Role
  email: string
}

/** Where a request came from, for the signature audit trail. */
export interface RequestOrigin {
  ip: string
  userAgent: string
}
