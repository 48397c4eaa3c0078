// The disputes feature: a user's own problem reports (shown on /support) and "Report a problem" about one of
// their payments or contracts (the contract page, the payment history).
export { MyProblemReports } from './MyProblemReports.js'
export { ReportProblemButton, ReportProblemDialog } from './ReportProblem.js'
