import { randomUUID } from 'node:crypto'
import type { ContractRow, HistoryRecord, SignatureRecord } from './rows.js'
import type { RequestOrigin } from './viewer.js'

/** A party's signature of the contract's stored terms, with its audit record (who, when, from where). */
export function signatureRow(
  contract: Pick<ContractRow, 'id' | 'renterId' | 'renterName' | 'cosignerId' | 'cosignerName' | 'termsHash'>,
  role: 'renter' | 'cosigner',
  imagePng: Uint8Array<ArrayBuffer>,
  origin: RequestOrigin,
  at: Date,
): SignatureRecord {
  return {
    id: randomUUID(),
    contractId: contract.id,
    role,
    signerId: role === 'renter' ? contract.renterId : contract.cosignerId,
    signerName: role === 'renter' ? contract.renterName : contract.cosignerName,
    signedAt: at,
    ip: origin.ip,
    userAgent: origin.userAgent,
    termsHash: contract.termsHash,
    imagePng,
  }
}

/** The history row of a party's signature. */
export function historyRow(
  contractId: string,
  status: string,
  actorId: string,
  actorRole: 'renter' | 'cosigner',
  note: string,
  origin: RequestOrigin,
  at: Date,
): HistoryRecord {
  return { id: randomUUID(), contractId, status, at, actorId, actorRole, note, ip: origin.ip, userAgent: origin.userAgent }
}
