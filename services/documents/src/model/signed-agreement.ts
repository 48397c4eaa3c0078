// A signed agreement's rules: who may see it, who is a party, its file name, its answers (pure).
import { createHash } from 'node:crypto'
import { DOCUMENT_MESSAGES, ERROR_CODES, type AccessTokenClaims, type AgreementShareDto, type SignedAgreementDto } from '@cosign/api'
import { AppError } from '@cosign/service-kit'
import type { AgreementShare, SignedAgreement } from '../generated/prisma/client.js'

type PartyRole = 'renter' | 'cosigner'

/** The two parties and admins. */
export function canSeeAgreement(viewer: Pick<AccessTokenClaims, 'sub' | 'role'>, row: SignedAgreement): boolean {
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
export const agreementNotFound = () => new AppError(404, ERROR_CODES.notFound, DOCUMENT_MESSAGES.agreementNotFound)

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

/** SHA-256 (hex) of a share token: the only form it is stored in. */
export const shareTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export function partyRoleOf(
  row: Pick<SignedAgreement, 'renterId' | 'cosignerId'>,
  userId: string | null,
): PartyRole | null {
  const id = userId?.toLowerCase()
  if (!id) return null
  return id === row.renterId ? 'renter' : id === row.cosignerId ? 'cosigner' : null
}

export function toShareDto(
  share: AgreementShare,
  agreement: Pick<SignedAgreement, 'renterId' | 'cosignerId'>,
): AgreementShareDto {
  return {
    id: share.id,
    createdAt: share.createdAt.toISOString(),
    createdByRole: partyRoleOf(agreement, share.createdBy) ?? 'renter',
    revokedAt: share.revokedAt?.toISOString() ?? null,
    revokedByRole: share.revokedAt ? partyRoleOf(agreement, share.revokedBy) : null,
  }
}
