// The listings screen's calls (matching service; listings are public). Screens call these, never fetch themselves.
import { matchingEndpoints, type ListingsQuery } from '@cosign/api'
import { api } from '@cosign/ui'

export const fetchListings = (query: ListingsQuery, signal?: AbortSignal) =>
  api.call(matchingEndpoints.listListings, { query }, { signal, auth: false })

/** For a signed-in renter: whether "Request to cosign" is open on each cosigner card, and why not (one call). */
export const fetchRequestEligibilities = async (cosignerProfileIds: string[], signal?: AbortSignal) =>
  (
    await api.call(
      matchingEndpoints.listRequestEligibilities,
      { query: { ids: cosignerProfileIds.join(',') } },
      { signal },
    )
  ).items
