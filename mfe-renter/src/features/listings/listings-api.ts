// The listings screen's call (matching service, public). Screens call this, never fetch themselves.
import { matchingEndpoints, type ListingsQuery } from '@cosign/api'
import { api } from '@cosign/ui'

/** With the session's token when signed in: members see renters (in bands), visitors cosigners only (issue 27). */
export const fetchListings = (query: ListingsQuery, signal?: AbortSignal) =>
  api.call(matchingEndpoints.listListings, { query }, { signal })
