import { serverPartiesOf } from '../model/contract-parties.js'
import type { AcceptedRequestRow } from '../model/rows.js'
import type { Deps, Viewer } from './deps.js'

/** What the server adds to the cosigner's proposed terms (serverPartiesOf), from the read models. */
export async function loadServerParties(deps: Deps, viewer: Viewer, request: AcceptedRequestRow) {
  const [user, payout] = await Promise.all([
    deps.readModels.user(deps.db, viewer.id.toLowerCase()),
    deps.readModels.payout(deps.db, viewer.id.toLowerCase()),
  ])
  return serverPartiesOf(viewer, request, user, payout)
}
