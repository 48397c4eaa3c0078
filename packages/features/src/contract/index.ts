// The contract feature: one contract's page (/contracts/:id), the contract's payment steps
// (/contract-management) and the contract list of cosigners and admins (/contracts), mounted by each role's app;
// the contract calls and live hooks (contract-api.ts) and the live money breakdown other screens show.
export { ContractDetailPage } from './ContractDetailPage.js'
export { ContractManagementPage } from './ContractManagementPage.js'
export { CosignerContractsPage, RECENT_CONTRACTS } from './CosignerContractsPage.js'
export { LiveContractMoneyBreakdown } from './LiveContractMoneyBreakdown.js'
export { ContractListStatus, contractCountLabel } from './ContractLoadStates.js'
export { MyContractsLink } from './MyContractsLink.js'
export {
  contractsApi,
  downloadSignedAgreement,
  useContractSummaries,
  useLiveContractList,
  type ContractPaymentPurpose,
} from './contract-api.js'
