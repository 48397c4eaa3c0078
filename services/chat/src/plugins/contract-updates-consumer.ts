import { eventConsumerPlugin } from '@cosign/service-kit'
import { CONTRACT_UPDATE_EVENTS, describeContractUpdate } from '../model/describe-contract-update.js'
import { afterCommitTransactions } from './after-commit.js'

export const CONTRACT_UPDATES_CONSUMER = 'chat-contract-updates'

/**
 * Pushes `contract.updated` to both parties' open sockets (every chat instance, over the NATS core fan-out)
 * when a contract changes, so their screens refresh it. Nothing is stored but the processed event.
 */
export default eventConsumerPlugin(
  'contract-updates-consumer',
  CONTRACT_UPDATES_CONSUMER,
  CONTRACT_UPDATE_EVENTS,
  {
    db: afterCommitTransactions,
    handle: (app) => async (event, tx) => {
      const push = describeContractUpdate(event)
      if (push)
        tx.afterCommit(() => push.recipients.forEach((userId) => app.realtime.publish(userId, push.message)))
    },
  },
  ['realtime'],
)
