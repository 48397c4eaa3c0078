// The payment screens moved to the shell (shell/src/checkout, issue 16); the payment history read stays in use
// here (matching, profile unlocks) and is @cosign/ui's. Kept as a re-export for those modules' imports.
export { listMyPayments } from '@cosign/ui/payment-history'
