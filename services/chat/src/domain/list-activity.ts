import { ACTIVITY_PAGE_SIZE_DEFAULT, type ActivityPageQuery, type ActivityPageResponse, type ActivityType } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { activityRepository } from '../repositories/activity-repository.js'
import { decodeActivityCursor, encodeActivityCursor } from '../model/activity-cursor.js'

/**
 * GET /admin/activity: a page of the timeline, newest first, filtered by client and type, after the cursor.
 * One row more than asked tells whether a next page exists, without counting.
 */
export async function listActivity(db: Db, query: ActivityPageQuery): Promise<ActivityPageResponse> {
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE_DEFAULT
  const before = query.cursor ? decodeActivityCursor(query.cursor) : undefined
  const rows = await activityRepository.page(db, { clientId: query.clientId, type: query.type, before }, limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => ({
      id: row.id,
      clientId: row.clientId,
      clientName: row.clientName,
      type: row.type as ActivityType,
      title: row.title,
      description: row.description,
      amountCents: row.amountCents,
      occurredAt: row.occurredAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeActivityCursor(last) : null,
  }
}
