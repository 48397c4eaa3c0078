// Every declared endpoint, by service: what the gateway's route table and the registration tests read.
import type { ApiService, EndpointDeclaration } from '../endpoint.js'
import { authEndpoints } from './auth.js'
import { chatEndpoints } from './chat.js'
import { contractEndpoints } from './contracts.js'
import { documentEndpoints } from './documents.js'
import { matchingEndpoints } from './matching.js'
import { paymentEndpoints } from './payments.js'

export { authEndpoints } from './auth.js'
export { chatEndpoints } from './chat.js'
export { contractEndpoints } from './contracts.js'
export { documentEndpoints } from './documents.js'
export { matchingEndpoints } from './matching.js'
export { paymentEndpoints } from './payments.js'

/** Every service's declarations (each service registers exactly these routes: its test/endpoints.int.test.ts). */
export const API_ENDPOINTS: Record<ApiService, Readonly<Record<string, EndpointDeclaration>>> = {
  auth: authEndpoints,
  chat: chatEndpoints,
  contracts: contractEndpoints,
  documents: documentEndpoints,
  matching: matchingEndpoints,
  payments: paymentEndpoints,
}
