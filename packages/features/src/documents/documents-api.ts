// The Documents screen's calls (documents service; signed agreements come from @cosign/ui's contractsApi).
import { documentEndpoints } from '@cosign/api'
import { api } from '@cosign/ui'

/** Documents the platform shares with the user's audience (everyone, plus their role). */
export const listSharedDocuments = async (signal?: AbortSignal) =>
  (await api.call(documentEndpoints.listDocuments, {}, { signal })).items
