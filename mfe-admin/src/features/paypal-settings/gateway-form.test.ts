import { gatewayRequest } from './gateway-form.js'

describe('gateway form', () => {
  it('keeps the stored secret when the field is blank and requires a client id', () => {
    expect(gatewayRequest({ clientId: ' id ', clientSecret: '', mode: 'live' })).toEqual({
      clientId: 'id',
      mode: 'live',
    })
    expect(gatewayRequest({ clientId: 'id', clientSecret: 's3cret', mode: 'sandbox' })).toEqual({
      clientId: 'id',
      clientSecret: 's3cret',
      mode: 'sandbox',
    })
    expect(gatewayRequest({ clientId: '  ', clientSecret: 'x', mode: 'sandbox' })).toBeNull()
  })
})
