import { isUuid } from '@cosign/api'
import { badRequest, notFound } from '@cosign/service-kit'
import type { SignedAgreement } from '../repositories/db.js'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import type { Deps, Viewer } from './deps.js'
import { agreementFileName, agreementNotFound, agreementNotReady, canSeeAgreement } from '../model/signed-agreement.js'

/** The agreement row of a contract the viewer may see, or the 404 above. */
export async function findVisibleAgreement(
  deps: Pick<Deps, 'prisma'>,
  viewer: Viewer,
  contractIdParam: string,
): Promise<SignedAgreement> {
  if (!isUuid(contractIdParam)) throw badRequest('Invalid contract ID format')
  const row = await signedAgreementRepository.findByContractId(deps.prisma, contractIdParam.toLowerCase())
  if (!row) throw agreementNotReady()
  if (!canSeeAgreement(viewer, row)) throw agreementNotFound()
  return row
}

/** The stored PDF of an agreement, to download; 404 when its file is missing. */
export async function openAgreementFile(
  deps: Pick<Deps, 'files'>,
  row: { storageKey: string; contractId: string },
) {
  const file = await deps.files.open(row.storageKey)
  if (!file) throw notFound('File not found')
  return { file, fileType: 'application/pdf', fileName: agreementFileName(row.contractId) }
}
