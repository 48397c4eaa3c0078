import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import { agreementEventOf, agreementRowOf } from '../model/agreement-event.js'
import { storeAgreementPdf } from './store-agreement-pdf.js'
import type { RecordAgreement } from './deps.js'

/**
 * contract.fully_signed (contracts service): renders the signed agreement as a PDF, stores it privately and
 * registers its SHA-256 with the contract and both parties, in the consumer's transaction. Once per contract:
 * a redelivery (or a second event for the contract) finds the row and does nothing. Rendering is
 * deterministic, so a retry after a failed commit writes the same bytes to the same key.
 */
export const recordSignedAgreement: RecordAgreement<'contract.fully_signed'> = async (deps, tx, event, urls) => {
  const checked = agreementEventOf(event, deps.now)
  if (!checked) return 'malformed'
  const { parties, agreement, issuedAt } = checked
  const id = parties.contractId
  if (await signedAgreementRepository.findByContractId(tx, id)) return 'exists'

  const stored = await storeAgreementPdf(deps, id, agreement, issuedAt, urls)
  const inserted = await signedAgreementRepository.createOnce(tx, agreementRowOf(checked, stored, 'fully_signed'))
  if (!inserted) {
    // Another delivery registered it meanwhile: keep its file, drop ours unless it is the very same one.
    const existing = await signedAgreementRepository.findByContractId(tx, id)
    if (existing && existing.storageKey !== stored.storageKey) await deps.files.remove(stored.storageKey)
    return 'exists'
  }
  return 'stored'
}
