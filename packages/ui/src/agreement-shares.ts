// A signed agreement shared with the landlord (documents service), as the public verification page reads it: a
// link's agreement and the checks of a PDF (no session). Kept in the shared client, not in mfe-marketing: the
// marketing pages load it with the session-less client they already share, so their own bundle does not grow.
// (The parties' calls, listing, creating and revoking links, are the contract feature's share-links-api.ts.)
// Screens call these, never fetch themselves.
import {
  documentEndpoints,
  endpointPath,
  type AgreementVerificationResponse,
  type EndpointDeclaration,
  type SharedAgreementCheckResponse,
} from '@cosign/api'
import { api } from './instance.js'

/** A multipart upload of one PDF (field `file`) to a declared endpoint that reads it part by part (no JSON body). */
function uploadPdf<T>(
  endpoint: EndpointDeclaration,
  params: object,
  file: Blob,
  signal?: AbortSignal,
): Promise<T> {
  const form = new FormData()
  form.append('file', file, file instanceof File ? file.name : 'agreement.pdf')
  return api.request<T>(endpoint.method, `/${endpoint.service}${endpointPath(endpoint, params)}`, form, {
    auth: false,
    signal,
  })
}

export const agreementSharesApi = {
  /** Public (no session): the landlord's view of a shared agreement; 404 unknown link, 410 revoked. */
  shared: (token: string, signal?: AbortSignal) =>
    api.call(documentEndpoints.getSharedAgreement, { params: { token } }, { signal, auth: false }),
  /** Public: is this file the shared agreement's PDF? */
  checkShared: (token: string, file: Blob) =>
    uploadPdf<SharedAgreementCheckResponse>(documentEndpoints.checkSharedAgreement, { token }, file),
  /** Public: did the platform issue this file as a signed agreement (any contract)? */
  verifyFile: (file: Blob) =>
    uploadPdf<AgreementVerificationResponse>(documentEndpoints.verifyAgreementFile, {}, file),
}
