// The contract feature: one contract's page (/contracts/:id), the contract's payment steps
// (/contract-management) and the contract list of cosigners and admins (/contracts), mounted by each role's app.
export { ContractDetailPage } from './ContractDetailPage.js'
export { ContractManagementPage } from './ContractManagementPage.js'
export { CosignerContractsPage, RECENT_CONTRACTS } from './CosignerContractsPage.js'
