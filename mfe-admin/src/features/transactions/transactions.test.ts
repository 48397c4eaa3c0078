import { MESSAGES } from '@cosign/api'
import {
  canRefund,
  centsToDollarInput,
  notesError,
  purposeLabel,
  serviceFormToRequest,
  transactionsQuery,
} from './transactions.js'

describe('admin payment helpers', () => {
  it('builds the transactions query without blank filters', () => {
    expect(transactionsQuery({ search: '  ', status: '' })).toEqual({})
    expect(transactionsQuery({ search: ' Smith ', status: 'completed', page: 2 })).toEqual({
      search: 'Smith',
      status: 'completed',
      page: 2,
      pageSize: 20,
    })
    expect(transactionsQuery({ search: '', status: 'bogus', page: 0 })).toEqual({ page: 1, pageSize: 20 })
  })

  it('requires notes for refunds and adjustments with the spec messages', () => {
    expect(notesError('refund', '  ')).toBe(MESSAGES.refundNotesRequired)
    expect(notesError('adjust', '')).toBe(MESSAGES.adjustmentNotesRequired)
    expect(notesError('refund', 'customer asked')).toBeNull()
    expect(canRefund('completed')).toBe(true)
    expect(canRefund('refunded')).toBe(false)
    expect(canRefund('pending')).toBe(false)
  })

  it('turns the service form into cents without floating point', () => {
    expect(serviceFormToRequest({ name: '', price: '10', description: '' })).toEqual({
      ok: false,
      message: MESSAGES.fillAllRequired,
    })
    expect(serviceFormToRequest({ name: 'x', price: '', description: '' })).toEqual({
      ok: false,
      message: MESSAGES.fillAllRequired,
    })
    expect(serviceFormToRequest({ name: 'x', price: '0', description: '' })).toEqual({
      ok: false,
      message: MESSAGES.invalidPaymentAmount,
    })
    expect(serviceFormToRequest({ name: 'x', price: '1.005', description: '' }).ok).toBe(false)
    expect(serviceFormToRequest({ name: ' Review ', price: '99.99', description: ' d ' })).toEqual({
      ok: true,
      request: { name: 'Review', priceCents: 9999, description: 'd' },
    })
    expect(serviceFormToRequest({ name: 'x', price: '0.29', description: '' })).toEqual({
      ok: true,
      request: { name: 'x', priceCents: 29 },
    })
    expect(centsToDollarInput(9999)).toBe('99.99')
    expect(centsToDollarInput(2500)).toBe('25.00')
    expect(centsToDollarInput(5)).toBe('0.05')
  })

  it('labels purposes', () => {
    expect(purposeLabel('contract_platform_fee')).toBe('Contract step 1 (platform fee)')
    expect(purposeLabel('unknown')).toBe('unknown')
  })
})
