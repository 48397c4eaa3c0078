import { eventConsumerPlugin } from '@cosign/service-kit'
import { recordContractStatus } from '../domain/record-contract-status.js'

export const CONTRACT_STATUS_CONSUMER = 'documents-contract-statuses'

/** The contract's status shown to landlords (share links): finalized, completed, cancelled. */
export default eventConsumerPlugin(
  'contract-status-consumer',
  CONTRACT_STATUS_CONSUMER,
  ['contract.finalized', 'contract.completed', 'contract.cancelled'],
  { db: (app) => app.prisma, handle: () => (event, tx) => recordContractStatus(tx, event) },
)
