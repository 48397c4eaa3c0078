// Pure helpers of the admin clients tab (unit-tested; no React, no network).
import {
  ADMIN_CLIENTS_SEARCH_MAX_LENGTH,
  formatUsd,
  isUuid,
  type AdminClientDto,
  type AdminClientKind,
  type AdminClientListQuery,
  type AdminClientProfileStatus,
} from '@cosign/api'
import {
  EMPLOYMENT_LABELS,
  HOUSING_TYPE_LABELS,
  MOVE_IN_TIMELINE_LABELS,
  cosignerBudgetLabel,
} from '@cosign/ui/profile-form'
import { CLIENTS_PAGE_SIZE } from './review-format.js'
import { countLabel } from '../../components/page-count.js'

/** The sub-tabs, in order: tab id (also the list's name) and the kind of account it lists. */
export const CLIENT_TABS = [
  { id: 'renters', kind: 'renter', label: 'Renters' },
  { id: 'cosigners', kind: 'cosigner', label: 'Cosigners' },
] as const satisfies ReadonlyArray<{ id: string; kind: AdminClientKind; label: string }>
export type ClientTabId = (typeof CLIENT_TABS)[number]['id']

export function tabOfKind(kind: AdminClientKind) {
  return CLIENT_TABS.find((tab) => tab.kind === kind) ?? CLIENT_TABS[0]
}
export function tabById(id: string) {
  return CLIENT_TABS.find((tab) => tab.id === id) ?? null
}

/** "Cosigners (3)"; just "Cosigners" until the count is known. */
export function tabLabel(label: string, total: number | null): string {
  return total === null ? label : `${label} (${total})`
}

/** Query of GET /matching/admin/clients: the search is trimmed and cut to what the server accepts. */
export function clientsQuery(filters: {
  kind: AdminClientKind
  search: string
  page: number
}): AdminClientListQuery {
  const query: AdminClientListQuery = {
    kind: filters.kind,
    page: Math.max(1, Math.floor(filters.page) || 1),
    pageSize: CLIENTS_PAGE_SIZE,
  }
  const search = filters.search.trim().slice(0, ADMIN_CLIENTS_SEARCH_MAX_LENGTH)
  if (search) query.search = search
  return query
}

/** The URL query parameter naming the open client profile (so the browser's Back closes it too). */
export const CLIENT_PARAM = 'client'

/** The open client's user id from the URL, or null (absent or not a UUID). */
export function openClientId(params: URLSearchParams): string | null {
  const id = params.get(CLIENT_PARAM)
  return isUuid(id) ? id.toLowerCase() : null
}

/** The same URL parameters with the client profile opened (id) or closed (null); the others are kept. */
export function withOpenClient(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params)
  if (id) next.set(CLIENT_PARAM, id)
  else next.delete(CLIENT_PARAM)
  return next
}

const STATUS_LABELS: Record<AdminClientProfileStatus, string> = {
  none: 'No profile',
  complete: 'Profile complete',
  awaiting_payment: 'Awaiting payment',
  pending_review: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
}
export function profileStatusLabel(status: AdminClientProfileStatus): string {
  return STATUS_LABELS[status] ?? status
}
export function profileStatusVariant(status: AdminClientProfileStatus): 'success' | 'neutral' | 'danger' {
  if (status === 'approved' || status === 'complete') return 'success'
  if (status === 'rejected') return 'danger'
  return 'neutral'
}

/** How a client is named on cards and headings: the name, else the email. */
export function clientName(client: Pick<AdminClientDto, 'name' | 'email'>): string {
  return client.name.trim() || client.email
}

/** "$5,000.00/month", or `missing` when there is no figure. */
export function monthlyIncome(cents: number | null, missing = 'Not given'): string {
  return cents === null ? missing : `${formatUsd(cents)}/month`
}

/** The label of a count of clients: "1 cosigner", "12 renters". */
export function clientCount(total: number, kind: AdminClientKind): string {
  return countLabel(total, kind)
}

// Labels of the profile forms' choices (the same words the renter and cosigner forms show).
const OPTION_LABELS: Record<string, string> = {
  ...EMPLOYMENT_LABELS,
  ...MOVE_IN_TIMELINE_LABELS,
  ...HOUSING_TYPE_LABELS,
}
/** A stored choice as the forms word it; '—' when there is none, the raw value when unknown. */
export function optionLabel(value: string | null | undefined): string {
  if (!value) return '—'
  return OPTION_LABELS[value] ?? value
}

/** "$300 - $700" for a cosigner budget range key. */
export const budgetLabel = cosignerBudgetLabel

/** A list of choices, or `none` when empty. */
export function listOrNone(values: readonly string[], none = 'None given'): string {
  return values.length ? values.join(', ') : none
}
