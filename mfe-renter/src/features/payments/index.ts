// The payments feature's entry: what the app's other features use of it (they import nothing else of it).
export { listMyPayments } from './payments-api.js'
