import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

// Ids from outside end up in every log line of the gateway and of every service: only short, plain tokens
// are kept (UUIDs, ULIDs, trace ids); anything else is replaced, so a client cannot inject log content.
export const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

/** The request id: the incoming `x-request-id` when it is sane, else a new UUID. */
export function requestIdFrom(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id']
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}
