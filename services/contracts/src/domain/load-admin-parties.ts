import { adminPartiesOf } from '../model/contract-parties.js'
import type { Deps } from './deps.js'

/** The parties of a contract an admin creates (adminPartiesOf: 404 or 409 when they cannot be), from the read models. */
export async function loadAdminParties(deps: Deps, renterId: string, cosignerId: string) {
  const [renter, cosigner, payout] = await Promise.all([
    deps.readModels.user(deps.db, renterId.toLowerCase()),
    deps.readModels.user(deps.db, cosignerId.toLowerCase()),
    deps.readModels.payout(deps.db, cosignerId.toLowerCase()),
  ])
  return adminPartiesOf(renter, cosigner, payout)
}
