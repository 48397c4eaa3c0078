import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import { recordContractStatus } from '../domain/record-contract-status.js'

export const CONTRACT_STATUS_CONSUMER = 'documents-contract-statuses'

/** The contract's status shown to landlords (share links): finalized, completed, cancelled. */
export default fp(
  async (app) => {
    consumeEvents(app, {
      durable: CONTRACT_STATUS_CONSUMER,
      types: ['contract.finalized', 'contract.completed', 'contract.cancelled'],
      db: app.prisma,
      handle: async (event, tx) => {
        await recordContractStatus(tx, event)
      },
      label: 'contract status consumer',
    })
  },
  { name: 'contract-status-consumer', dependencies: ['prisma', 'events'] },
)
