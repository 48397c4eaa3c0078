import { privacyConsumerPlugin } from '@cosign/service-kit'
import { eraseDeletedUser } from '../domain/erase-deleted-user.js'
import { exportUserData } from '../domain/export-user-data.js'

/** Issue 30: a deleted user's data erased; a data export's part sent (durable `payments-privacy`). */
export default privacyConsumerPlugin('payments', (app) => app.prisma, {
  erase: (_app, tx, event) => eraseDeletedUser(tx, event),
  exportOf: (_app, tx, userId) => exportUserData(tx, userId),
})
