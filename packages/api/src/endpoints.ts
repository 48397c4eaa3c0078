// Every declared endpoint, by service: what the gateway's route table and the registration tests read.
import type { ApiService, EndpointDeclaration } from './endpoint.js'
import { authEndpoints } from './auth/endpoints.js'
import { chatEndpoints } from './chat/endpoints.js'
import { contractEndpoints } from './contracts/endpoints.js'
import { documentEndpoints } from './documents/endpoints.js'
import { matchingEndpoints } from './matching/endpoints.js'
import { paymentEndpoints } from './payments/endpoints.js'

export { authEndpoints } from './auth/endpoints.js'
export { chatEndpoints } from './chat/endpoints.js'
export { contractEndpoints } from './contracts/endpoints.js'
export { documentEndpoints } from './documents/endpoints.js'
export { matchingEndpoints } from './matching/endpoints.js'
export { paymentEndpoints } from './payments/endpoints.js'

/** Every service's declarations (each service registers exactly these routes: its test/endpoints.int.test.ts). */
export const API_ENDPOINTS: Record<ApiService, Readonly<Record<string, EndpointDeclaration>>> = {
  auth: authEndpoints,
  chat: chatEndpoints,
  contracts: contractEndpoints,
  documents: documentEndpoints,
  matching: matchingEndpoints,
  payments: paymentEndpoints,
}
