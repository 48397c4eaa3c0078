export const INVALID_CURSOR = 'Invalid cursor'

/** Cursor: base64url of "<created_at ISO>|<id>" of the last row of the page. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url')
}
export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (extra !== undefined || !at || !id || !/^[0-9a-f-]{36}$/.test(id)) return null
  const createdAt = new Date(at)
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id }
}
