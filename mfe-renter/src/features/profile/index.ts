// The profile feature's entry: what the app's other features use of it (they import nothing else of it).
export { fetchProfileSummary } from './profile-api.js'
