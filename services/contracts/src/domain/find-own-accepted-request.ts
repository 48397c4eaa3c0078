import type { AcceptedRequestRow } from '../model/rows.js'
import type { Deps, Viewer } from './deps.js'

/** The viewer's own accepted request, or null (unknown, someone else's, or not accepted). */
export async function findOwnAcceptedRequest(deps: Deps, viewer: Viewer, matchRequestId: string): Promise<AcceptedRequestRow | null> {
  const r = await deps.readModels.acceptedRequest(deps.db, matchRequestId.toLowerCase())
  return r && r.cosignerId === viewer.id.toLowerCase() ? r : null
}
