// Lease contract statuses, limits and messages: plain values that both lease-contracts.ts and its request schemas
// (lease-contracts-schemas.ts) use, kept apart so neither imports the other's module at run time.
export const CONTRACT_STATUSES = ['awaiting_cosigner', 'cosigner_signed', 'fully_signed', 'finalized', 'cancelled', 'completed'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]
export const FEE_OPTIONS = ['full', 'installments'] as const
export type FeeOption = (typeof FEE_OPTIONS)[number]
export const PAYMENT_STEP_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const
export type PaymentStepStatus = (typeof PAYMENT_STEP_STATUSES)[number]
export const LEDGER_ENTRY_TYPES = ['payment', 'late_fee', 'penalty', 'other'] as const
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number]
export const LEDGER_ENTRY_STATUSES = ['pending', 'paid', 'overdue'] as const
export type LedgerEntryStatus = (typeof LEDGER_ENTRY_STATUSES)[number]
export type ContractPartyRole = 'renter' | 'cosigner'

/** Version of the agreement text; part of the signed terms, so a text change never matches an old hash. */
export const AGREEMENT_VERSION = 2
/** Agreement version 2 added what the agreement backs: the lease (property, rent, term), landlord, maximum liability. */
export const LEASE_FIELDS_AGREEMENT_VERSION = 2
export const MAX_MONTHLY_RENT_CENTS = 10_000_000
export const MAX_LEASE_TERM_MONTHS = 120
export const MAX_LIABILITY_CENTS = 1_000_000_000
/** A drawn signature as a PNG data URL; canvas signatures are a few KB, this leaves ample room. */
export const SIGNATURE_MAX_BYTES = 200_000
export const CONTRACT_TEXT_MAX = 200
export const CANCEL_REASON_MAX = 1000
export const CONTRACT_LIST_MAX_LIMIT = 100

/** Contract texts of the spec's catalogue (used as written) and the server's own refusals. */
export const CONTRACT_MESSAGES = {
  loadRentersFailed: 'Failed to load renters.',
  loadFailed: 'Failed to load contracts',
  loadFailedRefresh: 'Failed to load contracts. Please refresh the page.',
  signFailed: 'Failed to sign contract. Please try again.',
  submitFailed: 'Error submitting contract. Please try again.',
  cosignersOnly:
    'Contract creation is restricted to cosigners only. Renters can view and sign shared contracts in their dashboard.',
  noRenters: 'No renters found',
  noRentersHint: 'Renters need to create profiles first',
  noContractsRenter: 'No contracts shared with you yet.',
  noContractsCosigner: 'No contracts created yet',
  submitted: 'Contract submitted and shared with renter successfully!',
  signed: 'Contract signed successfully! Please proceed with payment.',
  finalized: 'Contract finalized successfully!',
  // Server refusals (not in the catalogue): each says what to do next.
  notFound: 'Contract not found',
  termsChanged: 'The contract terms have changed since you opened them. Please review the contract again.',
  notAwaitingSignature: 'This contract is not waiting for your signature.',
  alreadyFinal: 'This contract can no longer be cancelled.',
  signatureRequired: 'Please draw your signature before submitting.',
  signatureInvalid: 'The signature must be a PNG image of at most 1200 x 400 pixels and 200 KB. Please clear it and sign again.',
  propertyAddressRequired: 'Please enter the address of the leased property.',
  monthlyRentOutOfRange: 'The monthly rent must be between $0.01 and $100,000.00.',
  leaseTermOutOfRange: 'The lease term must be a whole number of months from 1 to 120.',
  landlordEmailInvalid: "Please enter the landlord's email address as name@example.com, or leave it empty.",
  maxLiabilityOutOfRange: "The cosigner's maximum liability must be between $0.01 and $10,000,000.00.",
  noAcceptedRequests: "Accept a renter's request to create a contract",
  noAcceptedRequestsHint: 'When you accept a match request, the renter appears here and the form fills in the lease from the request.',
  endBeforeStart: 'The lease end date must be after the start date.',
  feeOutOfRange: 'The cosigner fee must be between $0.01 and $2,500.00.',
  installmentsMustAddUp: 'The down payment plus the monthly payments must add up to the fee.',
  installmentsOnly: 'Down payment and monthly payment apply only to installments.',
  downPaymentRequired: 'Installments need a down payment of at least $0.01: it is paid in the two steps when both have signed.',
  requestNotAccepted: 'You can only create a contract for a match request you accepted.',
  contractExists: 'An open contract already exists for this renter.',
  contractExistsForPair: 'This renter and cosigner already have a contract waiting for signatures or payment.',
  adminsOnly: 'Only an admin can create a contract on behalf of a cosigner.',
  adminCannotSign: 'Admins cannot sign a contract: its cosigner and renter sign it themselves.',
  awaitingCosigner: 'The cosigner has not signed this contract yet.',
  submittedForCosigner: 'Contract created. The cosigner has been asked to review and sign it.',
  cosignerSigned: 'Contract signed and shared with the renter.',
  noPayoutEmail: 'Add your PayPal payout email to your cosigner profile before creating a contract.',
  cosignerNotApproved: 'The cosigner must have an approved profile.',
  noPayoutEmailForAdmin: 'This cosigner has no PayPal payout email on their profile yet, so they cannot be paid.',
  renterUnknown: 'Renter not found',
  cancelReasonRequired: 'Please give a reason for cancelling.',
  creditUnavailable: 'This credit has already been used or refunded.',
} as const
