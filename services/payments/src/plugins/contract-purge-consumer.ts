import { eventConsumerPlugin } from '@cosign/service-kit'
import { deletePurgedContract } from '../domain/delete-purged-contract.js'

export const CONTRACT_PURGE_CONSUMER = 'payments-contract-purges'

/** Issue 30's retention purge: a purged contract's payments, receipts and refunds deleted. */
export default eventConsumerPlugin('contract-purge-consumer', CONTRACT_PURGE_CONSUMER, ['contract.purged'], {
  db: (app) => app.prisma,
  handle: () => (event, tx) => deletePurgedContract(tx, event.data),
})
