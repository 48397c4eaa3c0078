import { countContracts } from './contract-counts.js'

describe('countContracts', () => {
  it('is all zero without contracts', () => {
    expect(countContracts([])).toEqual({ active: 0, inProgress: 0, completed: 0, cancelled: 0 })
  })

  it('puts finalized leases in active, ended ones in completed, unsigned or unpaid ones in progress', () => {
    expect(
      countContracts([
        { status: 'finalized', count: 2 },
        { status: 'completed', count: 3 },
        { status: 'awaiting_cosigner', count: 1 },
        { status: 'cosigner_signed', count: 1 },
        { status: 'fully_signed', count: 4 },
        { status: 'cancelled', count: 5 },
        { status: 'something_else', count: 9 },
      ]),
    ).toEqual({ active: 2, inProgress: 6, completed: 3, cancelled: 5 })
  })
})
