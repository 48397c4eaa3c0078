// Public surface for tests and benchmarks that start the stand-in PayPal in-process.
export { buildApp, type PayPalLocal, type PayPalLocalOptions } from './app.js'
export {
  sharedWebhookKeyFile,
  signWebhook,
  webhookSignatureInput,
  webhookEvent,
  type WebhookKeys,
} from './webhooks.js'
export { PayPalStore, moneyToCents, centsToMoney, type Order, type Capture, type Refund } from './store.js'
