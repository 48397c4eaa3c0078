// The consent notice's call (auth service). Screens call these, never fetch themselves.
import { authEndpoints, LEGAL_DOCUMENTS, type UserDto } from '@cosign/api'
import { api } from '@cosign/ui'

/** Accepts the current Terms of Service and Privacy Policy; answers the user with the notice no longer needed. */
export const acceptCurrentTerms = async (): Promise<UserDto> =>
  (
    await api.call(authEndpoints.acceptLegalTerms, {
      body: { termsVersion: LEGAL_DOCUMENTS.terms.version, privacyVersion: LEGAL_DOCUMENTS.privacy.version },
    })
  ).user
