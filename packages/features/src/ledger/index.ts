// The ledger feature: /ledger (each party's payment schedule and replacement credits; admins every contract's).
export { LedgerPage } from './LedgerPage.js'
export { ledgerApi } from './ledger-api.js'
