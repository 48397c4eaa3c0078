// The cosigner profile screen's calls (matching service). Screens call these, never fetch themselves.
import type {
  CosignerProfileInput,
  MyCosignerProfileResponse,
  SaveCosignerProfileResponse,
} from '@cosign/api'
import { api } from '@cosign/ui'

/** The signed-in cosigner's profile (a draft awaiting payment included), or null. */
export const fetchMyCosignerProfile = async (signal?: AbortSignal) =>
  (await api.get<MyCosignerProfileResponse>('/matching/profiles/cosigner/mine', { signal })).profile

export const saveCosignerProfile = (body: CosignerProfileInput) =>
  api.post<SaveCosignerProfileResponse>('/matching/profiles/cosigner', body)
