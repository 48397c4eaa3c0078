// The activity feature's entry: what the app's other features use of it (they import nothing else of it).
export { ActivityPanel } from './ActivityPanel.js'
export { ActivityTimeline } from './ActivityTimeline.js'
export { fetchActivityPage } from './activity.js'
