// The checkout feature's client calls: live prices and starting a PayPal checkout (the shell's checkout screens
// are the shell's own: /payment, /payments, /success, /cancel).
export {
  createCheckout,
  fetchPrices,
  followCheckout,
  startCheckout,
  useCheckout,
  usePrices,
  useServicePrice,
  type PriceState,
} from './checkout-api.js'
export { PriceGate } from './PriceGate.js'
