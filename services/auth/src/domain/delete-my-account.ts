import {
  ACCOUNT_PRIVACY_MESSAGES,
  deletedUserEmail,
  deletedUserPseudonym,
  type AccountMessageResponse,
  type DeleteAccountRequest,
} from '@cosign/api'
import { conflict, forbidden } from '@cosign/service-kit'
import { accountDeletionRepository } from '../repositories/account-deletion-repository.js'
import { deletionGuardRepository } from '../repositories/deletion-guard-repository.js'
import { inTransaction } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { userWithCurrentPassword } from './current-password.js'
import type { Deps } from './deps.js'
import { endSessionsBelow } from './end-sessions-below.js'

export const OPEN_CONTRACTS = 'ACCOUNT_HAS_OPEN_CONTRACTS'
export const UNPAID_INSTALLMENTS = 'ACCOUNT_HAS_UNPAID_INSTALLMENTS'

/**
 * `POST /me/delete` (issue 30): confirmed with the password; refused while the user has an open contract or
 * unpaid installments (auth's copy from contracts' events). Otherwise, in one transaction, the account's
 * personal fields are erased (the row stays under a pseudonym; the email is free to sign up again) and
 * `user.deleted` is recorded, which every service handles; then every session ends at once.
 */
export async function deleteMyAccount(
  deps: Pick<Deps, 'prisma' | 'record' | 'flush' | 'users' | 'sessions' | 'log' | 'now'>,
  userId: string,
  input: DeleteAccountRequest,
): Promise<AccountMessageResponse> {
  const user = await userWithCurrentPassword(deps.prisma, userId, input.password)
  if (user.role === 'ADMIN') throw forbidden('An admin account cannot be deleted here.')
  if ((await deletionGuardRepository.openContractCount(deps.prisma, userId)) > 0)
    throw conflict(ACCOUNT_PRIVACY_MESSAGES.deletionBlockedContracts, OPEN_CONTRACTS)
  if ((await deletionGuardRepository.unpaidInstallmentCount(deps.prisma, userId)) > 0)
    throw conflict(ACCOUNT_PRIVACY_MESSAGES.deletionBlockedInstallments, UNPAID_INSTALLMENTS)

  const at = deps.now()
  const pseudonym = deletedUserPseudonym(userId)
  const erased = await inTransaction(deps.prisma, async (tx) => {
    const row = await accountDeletionRepository.eraseUser(tx, user, pseudonym, deletedUserEmail(userId), at)
    await outboxRepository.add(tx, deps.record('user.deleted', { userId, pseudonym, deletedAt: at.toISOString() }))
    return row
  })
  deps.users.changed(userId)
  void deps.flush()
  // Should this fail, the account is erased and its refresh tokens gone; the access tokens left expire within minutes.
  await endSessionsBelow(deps, userId, erased.sessionVersion, 'account deletion',
    'Your account was deleted, but signing out failed. Please close the site.')
  return { message: ACCOUNT_PRIVACY_MESSAGES.accountDeleted }
}
