import { privacyConsumerPlugin } from '@cosign/service-kit'
import { eraseDeletedUser } from '../domain/erase-deleted-user.js'
import { exportUserData } from '../domain/export-user-data.js'

/** Issue 30: a deleted user's credit reports erased; a data export's part sent (durable `documents-privacy`). */
export default privacyConsumerPlugin('documents', (app) => app.prisma, {
  erase: (app, tx, event) => eraseDeletedUser(app.deps, tx, event),
  exportOf: (_app, tx, userId) => exportUserData(tx, userId),
})
