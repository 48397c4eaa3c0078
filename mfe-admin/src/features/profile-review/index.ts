// The profile-review feature's entry: what the app's other features use of it (they import nothing else of it).
export { ClientsPanel } from './ClientsPanel.js'
