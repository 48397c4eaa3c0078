// The credit feature's entry: what the app's other features use of it (they import nothing else of it).
export { CreditReportRequests } from './CreditReportRequests.js'
export { CreditScoreUpload } from './CreditScoreUpload.js'
export { CreditVerifiedBadge } from './CreditVerifiedBadge.js'
export { MyCreditReportStatus } from './MyCreditReportStatus.js'
export { OutgoingCreditReportRequests } from './OutgoingCreditReportRequests.js'
export { ProfileCreditReport } from './ProfileCreditReport.js'
export { canRequestCreditReport } from './credit-report-access.js'
export { CREDIT_REPORT_PURCHASE_URL } from './credit-upload.js'
