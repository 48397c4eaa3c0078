// The matching feature's entry: what the app's other features use of it (they import nothing else of it).
export { FindYourCosigner } from './FindYourCosigner.js'
export { RequestToCosign } from './RequestToCosign.js'
export type { RequestTarget } from './MatchRequestForm.js'
export { RequestRefusalNote } from './RequestRefusalNote.js'
export { fetchRequestEligibilities } from './matching-api.js'
