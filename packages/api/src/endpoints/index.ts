// Every declared endpoint, by service: what the gateway's route table and the registration tests read.
import type { ApiService, EndpointDeclaration } from '../endpoint.js'
import { chatEndpoints } from './chat.js'
import { contractEndpoints } from './contracts.js'

export { chatEndpoints } from './chat.js'
export { contractEndpoints } from './contracts.js'

/** The declarations of each service whose routes are all registered from them. */
export const API_ENDPOINTS: Partial<Record<ApiService, Readonly<Record<string, EndpointDeclaration>>>> = {
  chat: chatEndpoints,
  contracts: contractEndpoints,
}
