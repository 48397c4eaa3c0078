import type { AgreementVerificationResponse } from '@cosign/api'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import type { Deps } from './deps.js'

/**
 * Public: did the platform issue a signed agreement with exactly this SHA-256 (hex, any case)? The current issue
 * of a contract, or an earlier one it replaced (then with supersededAt).
 */
export async function verifySignedAgreement(
  deps: Pick<Deps, 'prisma'>,
  sha256: string,
): Promise<AgreementVerificationResponse> {
  const sha = sha256.toLowerCase()
  const row = await signedAgreementRepository.findBySha256(deps.prisma, sha)
  if (row) return { issued: true, contractId: row.contractId, issuedAt: row.issuedAt.toISOString() }
  // An earlier issue (the fully-signed PDF a finalized contract replaced) is still one the platform issued.
  const earlier = await signedAgreementRepository.findSupersededBySha256(deps.prisma, sha)
  return earlier
    ? { issued: true, contractId: earlier.contractId, issuedAt: earlier.issuedAt.toISOString(), supersededAt: earlier.supersededAt.toISOString() }
    : { issued: false }
}
