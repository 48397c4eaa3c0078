import { contractOptions, contractPartiesLabel } from './contract-options.js'

const contracts = [{ id: 'c1', cosignerName: 'Ann', renterName: 'Bob' }]

test('all first, each contract by its parties (or the given label), a chosen id the list lacks last', () => {
  expect(contractOptions(contracts, '', 'All contracts')).toEqual([
    { value: '', label: 'All contracts' },
    { value: 'c1', label: 'Ann → Bob' },
  ])
  expect(contractOptions(contracts, 'c1', 'All', (c) => `${contractPartiesLabel(c)} (May)`)).toEqual([
    { value: '', label: 'All' },
    { value: 'c1', label: 'Ann → Bob (May)' },
  ])
  expect(contractOptions(contracts, 'c9', 'All').at(-1)).toEqual({ value: 'c9', label: 'Selected contract' })
})
