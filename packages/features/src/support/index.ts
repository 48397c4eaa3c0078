// The support feature: /support (contact, FAQ and, for renters and cosigners, their problem reports).
export { SupportPage } from './SupportPage.js'
