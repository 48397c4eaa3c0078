import { ACTIVITY_MESSAGES, isUuid } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'

/** A timeline position: the last row of a page (occurred_at to the millisecond, as stored, and its id). */
export interface ActivityPosition {
  occurredAt: Date
  id: string
}

/** Opaque to clients (base64url of "<epoch ms>.<id>"): they hand back what the previous page gave them. */
export function encodeActivityCursor(position: ActivityPosition): string {
  return Buffer.from(`${position.occurredAt.getTime()}.${position.id}`).toString('base64url')
}

/** The position a cursor names; 400 with a readable message for anything that is not one of ours. */
export function decodeActivityCursor(cursor: string): ActivityPosition {
  const [ms, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.')
  const time = Number(ms)
  if (rest.length || !/^\d{1,15}$/.test(ms ?? '') || !Number.isSafeInteger(time) || !isUuid(id))
    throw badRequest(ACTIVITY_MESSAGES.invalidCursor)
  return { occurredAt: new Date(time), id: id! }
}
