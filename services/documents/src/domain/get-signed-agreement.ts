import type { SignedAgreementResponse } from '@cosign/api'
import type { Deps, Viewer } from './deps.js'
import { findVisibleAgreement } from './signed-agreement-access.js'
import { toSignedAgreementDto } from '../model/signed-agreement.js'

/** GET /agreements/:contractId: the registered PDF's fingerprint, size and download address. */
export async function getSignedAgreement(
  deps: Pick<Deps, 'prisma' | 'publicPath'>,
  viewer: Viewer,
  contractId: string,
): Promise<SignedAgreementResponse> {
  return {
    agreement: toSignedAgreementDto(await findVisibleAgreement(deps, viewer, contractId), deps.publicPath),
  }
}
