import { eventConsumerPlugin } from '@cosign/service-kit'
import { deletePurgedContract } from '../domain/delete-purged-contract.js'

export const CONTRACT_PURGE_CONSUMER = 'documents-contract-purges'

/** Issue 30's retention purge: a purged contract's signed PDFs (rows and files) and share links deleted. */
export default eventConsumerPlugin(
  'contract-purge-consumer',
  CONTRACT_PURGE_CONSUMER,
  ['contract.purged'],
  { db: (app) => app.prisma, handle: (app) => (event, tx) => deletePurgedContract(app.deps, tx, event.data) },
  ['deps'],
)
