import { eventConsumerPlugin } from '@cosign/service-kit'
import { ALERT_EVENTS } from '../model/alert-rules.js'
import { raiseAdminAlert } from '../domain/raise-admin-alert.js'
import { toAdminAlertDto } from '../model/admin-alert-dto.js'
import { afterCommitTransactions } from './after-commit.js'

export const ADMIN_ALERTS_CONSUMER = 'chat-admin-alerts'

/** Raises admin alerts from events and pushes each new one to every signed-in admin once it has committed. */
export default eventConsumerPlugin(
  'admin-alerts-consumer',
  ADMIN_ALERTS_CONSUMER,
  ALERT_EVENTS,
  {
    db: afterCommitTransactions,
    handle: (app) => async (event, tx) => {
      const alert = await raiseAdminAlert(tx.db, event)
      if (alert)
        tx.afterCommit(() =>
          app.adminRealtime.publish({ type: 'admin_alert.created', alert: toAdminAlertDto(alert) }),
        )
    },
  },
  ['admin-realtime'],
)
