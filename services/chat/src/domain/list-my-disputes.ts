import type { MyDisputeListResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { disputeRepository } from '../repositories/dispute-repository.js'
import { toDisputeDto } from '../model/dispute-dto.js'
import type { Viewer } from './deps.js'

/** GET /disputes/mine: the caller's own disputes, newest first. */
export async function listMyDisputes(db: Db, viewer: Viewer): Promise<MyDisputeListResponse> {
  return { items: (await disputeRepository.listOfReporter(db, viewer.id.toLowerCase())).map(toDisputeDto) }
}
