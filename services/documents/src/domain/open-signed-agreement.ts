import type { Deps, Viewer } from './deps.js'
import { findVisibleAgreement, openAgreementFile } from './signed-agreement-access.js'

/** GET /agreements/:contractId/file: the PDF, for the two parties and admins. */
export async function openSignedAgreement(
  deps: Pick<Deps, 'prisma' | 'files'>,
  viewer: Viewer,
  contractId: string,
) {
  return openAgreementFile(deps, await findVisibleAgreement(deps, viewer, contractId))
}
