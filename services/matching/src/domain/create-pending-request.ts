import { conflict } from '@cosign/service-kit'
import { isUniqueViolation, type Db, type Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'

/**
 * A new pending request (match request, credit report request): `create` writes it with its event in one
 * transaction, then the event is published and the request answered as its DTO. A partial unique index allows
 * one pending request per pair: a second one answers 409 with `duplicateMessage`.
 */
export async function createPendingRequest<R, D>(
  deps: Pick<Deps, 'db' | 'transaction' | 'events'>,
  create: (tx: Tx) => Promise<R>,
  toDtos: (db: Db, requests: R[]) => Promise<D[]>,
  duplicateMessage: string,
): Promise<D> {
  try {
    const request = await deps.transaction(create)
    void deps.events.flush()
    const [dto] = await toDtos(deps.db, [request])
    return dto
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(duplicateMessage)
    throw err
  }
}
