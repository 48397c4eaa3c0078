// The transactions feature's entry: what the app's other features use of it (they import nothing else of it).
export { TransactionsPanel } from './TransactionsPanel.js'
export { centsToDollarInput, purposeLabel, serviceFormToRequest } from './transactions.js'
export { listTransactions } from './transactions-api.js'
