import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import { agreementEventOf, agreementRowOf } from '../model/agreement-event.js'
import { storeAgreementPdf } from './store-agreement-pdf.js'
import type { RecordAgreement } from './deps.js'

/**
 * contract.finalized (contracts service): issues the final agreement, whose certificate lists both payment steps
 * and the finalization, and makes it the contract's registered PDF. The earlier issue's fingerprint stays
 * verifiable (superseded_agreements; its file is kept): a party may already have handed that copy out. Once per
 * contract: a redelivery finds the final issue and does nothing. Arriving before contract.fully_signed's PDF,
 * it registers the final issue directly (the fully-signed one is then never issued).
 */
export const recordFinalAgreement: RecordAgreement<'contract.finalized'> = async (deps, tx, event, urls) => {
  // Contracts finalized before the final issue existed carry no agreement: their fully-signed PDF stays.
  const checked = agreementEventOf(event, deps.now)
  if (!checked) return 'malformed'
  const { parties, agreement, issuedAt } = checked
  const id = parties.contractId
  let existing = await signedAgreementRepository.lockByContractId(tx, id)
  if (existing?.stage === 'finalized') return 'exists'

  const issue = await storeAgreementPdf(deps, id, { ...agreement, stage: 'finalized' }, issuedAt, urls)
  if (!existing) {
    if (await signedAgreementRepository.createOnce(tx, agreementRowOf(checked, issue, 'finalized'))) return 'stored'
    existing = await signedAgreementRepository.lockByContractId(tx, id)
    if (!existing || existing.stage === 'finalized') return 'exists'
  }
  await signedAgreementRepository.keepSuperseded(tx, existing, deps.now())
  await signedAgreementRepository.replace(tx, id, { ...issue, stage: 'finalized', issuedAt })
  return 'replaced'
}
