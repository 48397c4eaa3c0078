import type { SignedAgreementLinkResponse } from '@cosign/api'
import type { Deps, LinkSettings, Viewer } from './deps.js'
import { signLink } from '../model/file-links.js'
import { findVisibleAgreement } from './signed-agreement-access.js'

/**
 * POST /agreements/:contractId/link: a short-lived signed URL that downloads the PDF without the access token
 * (a plain link or a new tab sends none). Same access as the agreement itself; as many as wanted.
 */
export async function createAgreementLink(
  deps: Pick<Deps, 'prisma' | 'now'> & LinkSettings,
  viewer: Viewer,
  contractId: string,
): Promise<SignedAgreementLinkResponse> {
  const row = await findVisibleAgreement(deps, viewer, contractId)
  const exp = Math.floor(deps.now().getTime() / 1000) + deps.linkTtlSeconds
  const token = signLink({ kind: 'agreement', id: row.contractId, exp }, deps.linkSecret)
  return {
    url: `${deps.publicPath}/agreements/files/${token}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  }
}
