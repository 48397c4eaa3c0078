import { SUPPORT_QUEUE_LIMIT, type SupportQueueQuery, type SupportQueueResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { supportRepository } from '../repositories/support-repository.js'
import type { Viewer } from './deps.js'
import { queueItemsOf } from './support-view.js'

/** GET /admin/support: a tab of the Support queue (default unassigned), newest activity first, with the counts. */
export async function listSupportQueue(db: Db, admin: Viewer, query: SupportQueueQuery): Promise<SupportQueueResponse> {
  const adminId = admin.id.toLowerCase()
  const [rows, counts] = await Promise.all([
    supportRepository.queue(db, query.tab ?? 'unassigned', adminId, SUPPORT_QUEUE_LIMIT),
    supportRepository.counts(db, adminId),
  ])
  return { items: await queueItemsOf(db, rows), counts }
}
