import {
  ADMIN_CLIENTS_DEFAULT_PAGE_SIZE,
  type AdminClientDto,
  type AdminClientKind,
  type AdminClientListQuery,
  type AdminClientListResponse,
  type AdminClientProfileStatus,
} from '@cosign/api'
import { adminClientRepository, type AdminClientRow } from '../repositories/admin-client-repository.js'
import type { Deps } from './deps.js'
import { normalizeSearchTerm } from '../model/location.js'
import { fullName } from '../model/profile-dto.js'

/** A renter's profile is complete once saved; a cosigner's stands where its review does. */
export function clientProfileStatus(
  kind: AdminClientKind,
  hasProfile: boolean,
  cosignerStatus: string | null,
): AdminClientProfileStatus {
  if (!hasProfile) return 'none'
  return kind === 'renter' ? 'complete' : (cosignerStatus as AdminClientProfileStatus)
}

function toClientDto(kind: AdminClientKind, r: AdminClientRow): AdminClientDto {
  const profileName = r.profile_id ? fullName(r.profile_first_name ?? '', r.profile_last_name ?? '') : ''
  return {
    id: r.id,
    kind,
    name: profileName || fullName(r.first_name, r.last_name),
    email: r.email,
    location: r.location,
    creditScore: r.credit_score ?? r.account_credit_score,
    monthlyIncomeCents: r.monthly_income_cents,
    profileStatus: clientProfileStatus(kind, r.profile_id !== null, r.status),
    profileId: r.profile_id,
    isActive: r.is_active,
    createdAt: r.created_at.toISOString(),
  }
}

/**
 * GET /admin/clients: every account of the kind's role (matching's read model of the auth service's users),
 * with or without a profile, newest first. Unlike the public listings this includes unlisted profiles
 * (awaiting payment, pending review, rejected) and inactive accounts.
 */
export async function listClients(
  deps: Pick<Deps, 'sql'>,
  query: AdminClientListQuery,
): Promise<AdminClientListResponse> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? ADMIN_CLIENTS_DEFAULT_PAGE_SIZE
  const filter = { kind: query.kind, search: normalizeSearchTerm(query.search) }
  const [rows, total] = await Promise.all([
    adminClientRepository.page(deps.sql, filter, (page - 1) * pageSize, pageSize),
    adminClientRepository.count(deps.sql, filter),
  ])
  return { items: rows.map((r) => toClientDto(query.kind, r)), total, page, pageSize }
}
