import { eventConsumerPlugin } from '@cosign/service-kit'
import { recordAdminAction } from '../domain/record-admin-action.js'

export const ADMIN_AUDIT_CONSUMER = 'chat-admin-audit'

/** The audit log of admin actions (issue 30): every service's `admin_action.recorded`, one row each. */
export default eventConsumerPlugin('admin-audit-consumer', ADMIN_AUDIT_CONSUMER, ['admin_action.recorded'], {
  db: (app) => app.prisma,
  handle: () => async (event, tx) => {
    await recordAdminAction(tx, event)
  },
})
