import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { inTransaction, type Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'

/**
 * A mailed link's change, in one transaction with the use of its token (single use: a second submit of the link
 * finds it used). Null when another request used the token first (the caller answers its "invalid link");
 * otherwise what `change` returns.
 */
export function useAccountToken<T>(
  deps: Pick<Deps, 'prisma' | 'now'>,
  tokenId: string,
  change: (tx: Tx, now: Date) => Promise<T>,
): Promise<T | null> {
  return inTransaction(deps.prisma, async (tx) => {
    const now = deps.now()
    if (!(await accountTokenRepository.use(tx, tokenId, now))) return null
    return change(tx, now)
  })
}
