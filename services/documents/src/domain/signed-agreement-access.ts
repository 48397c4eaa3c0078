import { DOCUMENT_MESSAGES, isUuid, type SignedAgreementDto } from '@cosign/api'
import { AppError, badRequest, notFound } from '@cosign/service-kit'
import type { SignedAgreement } from '../generated/prisma/client.js'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import type { Deps, Viewer } from './deps.js'

/** The two parties and admins. */
export function canSeeAgreement(viewer: Viewer, row: SignedAgreement): boolean {
  const me = viewer.sub.toLowerCase()
  return viewer.role === 'ADMIN' || me === row.renterId || me === row.cosignerId
}

/**
 * Not rendered yet: the parties see it a moment after the contract is fully signed (nobody else is known
 * before it is rendered, so anyone asking then is told the same).
 */
export const agreementNotReady = () =>
  new AppError(404, 'AGREEMENT_NOT_READY', DOCUMENT_MESSAGES.agreementPreparing)

/** Someone else's agreement: not found, as a contract that does not exist would be once rendered. */
export const agreementNotFound = () => notFound(DOCUMENT_MESSAGES.agreementNotFound)

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

export function agreementFileName(contractId: string): string {
  return `cosigning-agreement-${contractId}.pdf`
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

export function toSignedAgreementDto(row: SignedAgreement, publicPath: string): SignedAgreementDto {
  return {
    contractId: row.contractId,
    sha256: row.sha256,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: `${publicPath}/agreements/${row.contractId}/file`,
  }
}
