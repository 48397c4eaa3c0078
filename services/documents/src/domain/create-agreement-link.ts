import type { FastifyInstance } from 'fastify'
import type { AccessTokenClaims, SignedAgreementLinkResponse } from '@cosign/api'
import { signLink } from './file-links.js'
import type { LinkSettings } from './create-credit-report-link.js'
import { findVisibleAgreement } from './signed-agreement-access.js'

/**
 * POST /agreements/:contractId/link: a short-lived signed URL that downloads the PDF without the access token
 * (a plain link or a new tab sends none). Same access as the agreement itself; as many as wanted.
 */
export async function createAgreementLink(
  app: FastifyInstance,
  viewer: AccessTokenClaims,
  contractId: string,
  settings: LinkSettings,
): Promise<SignedAgreementLinkResponse> {
  const row = await findVisibleAgreement(app, viewer, contractId)
  const exp = Math.floor(Date.now() / 1000) + settings.linkTtlSeconds
  const token = signLink({ kind: 'agreement', id: row.contractId, exp }, settings.linkSecret)
  return {
    url: `${settings.publicPath}/agreements/files/${token}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  }
}
