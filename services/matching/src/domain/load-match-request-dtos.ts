import type { MatchRequestDto } from '@cosign/api'
import { toMatchRequestDto } from '../model/match-request-dto.js'
import { fullName } from '../model/profile-dto.js'
import type { Db, MatchRequest } from '../repositories/db.js'
import { profileNameRepository } from '../repositories/profile-name-repository.js'

/** Names come from the two profiles (what each side filled in), read in one query per side. */
export async function loadMatchRequestDtos(db: Db, requests: MatchRequest[]): Promise<MatchRequestDto[]> {
  if (!requests.length) return []
  const profiles = await profileNameRepository.byProfileIds(db, requests.flatMap((r) => [r.renterProfileId, r.cosignerProfileId]))
  const names = new Map(profiles.map((p) => [p.id, fullName(p.firstName, p.lastName)]))
  return requests.map((r) => toMatchRequestDto(r, names))
}
