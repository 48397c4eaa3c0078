// The listings screen's call (matching service, public). Screens call this, never fetch themselves.
import { matchingEndpoints, type ListingsQuery } from '@cosign/api'
import { api } from '@cosign/ui'

export const fetchListings = (query: ListingsQuery, signal?: AbortSignal) =>
  api.call(matchingEndpoints.listListings, { query }, { signal, auth: false })
