import type { SharedAgreementCheckResponse } from '@cosign/api'
import type { Deps } from './deps.js'
import { findSharedAgreement } from './get-shared-agreement.js'

/**
 * POST /agreements/shared/:token/check (public): whether an uploaded file's SHA-256 is this agreement's. Any
 * changed byte gives another hash, so a modified PDF does not match. The link is checked before the upload is
 * read (a revoked link answers 410 at once); hashUploadedFile reads it (hashed as it streams, never stored).
 */
export async function checkSharedAgreement(
  deps: Pick<Deps, 'prisma'>,
  token: string,
  hashUploadedFile: () => Promise<string>,
): Promise<SharedAgreementCheckResponse> {
  const row = await findSharedAgreement(deps, token)
  const sha256 = (await hashUploadedFile()).toLowerCase()
  return { matches: row.sha256 === sha256, sha256 }
}
