import type { FastifyInstance } from 'fastify'
import { DOCUMENT_MESSAGES, isUuid, type AccessTokenClaims, type SignedAgreementDto } from '@cosign/api'
import { AppError, badRequest } from '@cosign/service-kit'
import type { SignedAgreement } from '../generated/prisma/client.js'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'

/** The two parties and admins. */
export function canSeeAgreement(
  viewer: Pick<AccessTokenClaims, 'sub' | 'role'>,
  row: SignedAgreement,
): boolean {
  const me = viewer.sub.toLowerCase()
  return viewer.role === 'ADMIN' || me === row.renterId || me === row.cosignerId
}

/**
 * Not rendered yet and not yours answer the same 404, so nobody learns whether someone else's contract has
 * a signed agreement; the parties see it a moment after the contract is fully signed.
 */
export const agreementNotReady = () =>
  new AppError(404, 'AGREEMENT_NOT_READY', DOCUMENT_MESSAGES.agreementPreparing)

/** The agreement row of a contract the viewer may see, or the 404 above. */
export async function findVisibleAgreement(
  app: FastifyInstance,
  viewer: Pick<AccessTokenClaims, 'sub' | 'role'>,
  contractIdParam: string,
): Promise<SignedAgreement> {
  if (!isUuid(contractIdParam)) throw badRequest('Invalid contract ID format')
  const row = await signedAgreementRepository.findByContractId(app.prisma, contractIdParam.toLowerCase())
  if (!row || !canSeeAgreement(viewer, row)) throw agreementNotReady()
  return row
}

export function agreementFileName(contractId: string): string {
  return `cosigning-agreement-${contractId}.pdf`
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
