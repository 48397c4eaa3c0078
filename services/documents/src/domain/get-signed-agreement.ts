import type { FastifyInstance } from 'fastify'
import type { AccessTokenClaims, SignedAgreementResponse } from '@cosign/api'
import { findVisibleAgreement, toSignedAgreementDto } from './signed-agreement-access.js'

/** GET /agreements/:contractId: the registered PDF's fingerprint, size and download address. */
export async function getSignedAgreement(
  app: FastifyInstance,
  viewer: AccessTokenClaims,
  contractId: string,
  publicPath: string,
): Promise<SignedAgreementResponse> {
  return { agreement: toSignedAgreementDto(await findVisibleAgreement(app, viewer, contractId), publicPath) }
}
