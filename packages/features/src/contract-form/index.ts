// The contract form's pieces, used by the cosigner's (mfe-cosigner, /contracts/new) and the admin's (mfe-admin,
// /contracts/new) create-contract pages: the form's rules and values, its cards and the touched-fields hook.
export * from './contract-form.js'
export { useTouchedFields } from './use-touched-fields.js'
export { AgreementPreviewCard, FeePreviewCard, TermsCard } from './ContractTermsCards.js'
export { useContractForm, type ContractForm, type DraftParties } from './use-contract-form.js'
export { ContractTermsSection } from './ContractTermsSection.js'
export { ContractSubmitRow, DraftState, useChoiceInAddress } from './ContractFormSteps.js'
