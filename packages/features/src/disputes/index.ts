// The disputes feature: a user's own problem reports (shown on /support).
export { MyProblemReports } from './MyProblemReports.js'
