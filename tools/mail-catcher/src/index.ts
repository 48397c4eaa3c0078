export { buildMailCatcher, type MailCatcher, type MailCatcherOptions } from './app.js'
export { MailStore, type CaughtMail } from './store.js'
