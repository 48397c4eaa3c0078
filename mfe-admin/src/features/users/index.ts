// The users feature's entry: what the app's other features use of it (they import nothing else of it).
export { UsersPanel } from './UsersPanel.js'
export { setUserActive } from './users-api.js'
