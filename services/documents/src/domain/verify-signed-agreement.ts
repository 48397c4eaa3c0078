import type { FastifyInstance } from 'fastify'
import type { AgreementVerificationResponse } from '@cosign/api'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'

/** Public: did the platform issue a signed agreement with exactly this SHA-256 (hex, any case)? */
export async function verifySignedAgreement(
  app: FastifyInstance,
  sha256: string,
): Promise<AgreementVerificationResponse> {
  const row = await signedAgreementRepository.findBySha256(app.prisma, sha256.toLowerCase())
  return row
    ? { issued: true, contractId: row.contractId, issuedAt: row.createdAt.toISOString() }
    : { issued: false }
}
