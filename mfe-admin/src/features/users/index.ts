// The users feature's entry: what the app's other features use of it (they import nothing else of it).
export { UsersPanel } from './UsersPanel.js'
export { switchUserActive } from './switch-user-active.js'
