import { PAYMENT_MESSAGES } from '@cosign/api'
import { paymentHoldOf } from './payment-hold.js'

describe('paymentHoldOf (issue 27)', () => {
  const full = (status: string) => ({ status, feeOption: 'full' })

  it('holds a contract still to be paid until its cosigner confirmed the payee email, worded for each party', () => {
    for (const status of ['awaiting_cosigner', 'cosigner_signed', 'fully_signed']) {
      expect(paymentHoldOf(full(status), false, false)).toBe(PAYMENT_MESSAGES.payoutEmailUnconfirmed)
      expect(paymentHoldOf(full(status), false, true)).toBe(PAYMENT_MESSAGES.confirmYourPaypalEmail)
      expect(paymentHoldOf(full(status), true, false)).toBeNull()
    }
  })

  it("holds a finalized contract's installments; nothing waits once nothing is left to pay", () => {
    expect(paymentHoldOf({ status: 'finalized', feeOption: 'installments' }, false, false)).toBe(
      PAYMENT_MESSAGES.payoutEmailUnconfirmed,
    )
    for (const status of ['finalized', 'cancelled', 'completed']) expect(paymentHoldOf(full(status), false, false)).toBeNull()
    expect(paymentHoldOf({ status: 'cancelled', feeOption: 'installments' }, false, true)).toBeNull()
  })
})
