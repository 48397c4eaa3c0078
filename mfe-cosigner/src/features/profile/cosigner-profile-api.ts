// The cosigner profile screen's calls (matching service). Screens call these, never fetch themselves.
import { matchingEndpoints, type CosignerProfileInput } from '@cosign/api'
import { api } from '@cosign/ui'

/** The signed-in cosigner's profile (a draft awaiting payment included), or null. */
export const fetchMyCosignerProfile = async (signal?: AbortSignal) =>
  (await api.call(matchingEndpoints.getMyCosignerProfile, {}, { signal })).profile

export const saveCosignerProfile = (body: CosignerProfileInput) =>
  api.call(matchingEndpoints.saveCosignerProfile, { body })
