import type { AgreementVerificationResponse } from '@cosign/api'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import type { Deps } from './deps.js'

/** Public: did the platform issue a signed agreement with exactly this SHA-256 (hex, any case)? */
export async function verifySignedAgreement(
  deps: Pick<Deps, 'prisma'>,
  sha256: string,
): Promise<AgreementVerificationResponse> {
  const row = await signedAgreementRepository.findBySha256(deps.prisma, sha256.toLowerCase())
  return row
    ? { issued: true, contractId: row.contractId, issuedAt: row.createdAt.toISOString() }
    : { issued: false }
}
