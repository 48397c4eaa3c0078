import type { AdminAlert, Tx } from '../repositories/db.js'
import { adminAlertRepository } from '../repositories/admin-alert-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { nameOf } from '../model/support-dto.js'
import { supportRequestAlert } from '../model/support-alert.js'

/**
 * Stores the admin alert of a support conversation just opened, in its transaction (push it to the admins after
 * the commit): named after the user (name and role) or the visitor's address.
 */
export async function raiseSupportAlert(
  tx: Tx,
  conversation: { id: string; userId: string | null; visitorEmail: string | null },
  firstMessage: string,
): Promise<AdminAlert | null> {
  let requester = `A visitor (${conversation.visitorEmail ?? 'no address'})`
  if (conversation.userId) {
    const user = await readModelRepository.user(tx, conversation.userId)
    const role = user?.role === 'COSIGNER' ? 'cosigner' : user?.role === 'RENTER' ? 'renter' : 'user'
    requester = nameOf(user) ? `${nameOf(user)} (${role})` : `A ${role}`
  }
  return adminAlertRepository.createOnce(tx, supportRequestAlert(conversation.id, requester, firstMessage))
}
