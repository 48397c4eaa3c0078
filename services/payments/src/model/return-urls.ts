import type { PaymentPurpose } from '@cosign/api'
import { CONTRACT_PURPOSES } from './pricing.js'

/**
 * Return and cancel URLs carry what /success and /cancel need; PayPal appends token (and PayerID). contractId is
 * the contract of a contract step or installment ('none' for anything else).
 */
export function returnUrls(publicOrigin: string, purpose: PaymentPurpose, contractId: string | null) {
  const query = new URLSearchParams({
    paymentType: purpose,
    contractId:
      (CONTRACT_PURPOSES.has(purpose) || purpose === 'contract_installment') && contractId ? contractId : 'none',
  })
  return { returnUrl: `${publicOrigin}/success?${query}`, cancelUrl: `${publicOrigin}/cancel?${query}` }
}
