// The listings screen's call (matching service, public). Screens call this, never fetch themselves.
import type { ListingsQuery, ListingsResponse } from '@cosign/api'
import { api } from '@cosign/ui'

export const fetchListings = (query: ListingsQuery, signal?: AbortSignal) =>
  api.get<ListingsResponse>('/matching/listings', { query: { ...query }, signal, auth: false })
