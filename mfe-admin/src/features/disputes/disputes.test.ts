import { disputesExportQuery, disputesQuery, historyLine } from './disputes.js'

describe('disputes screen helpers', () => {
  it('leaves empty filters out of the query', () => {
    expect(disputesQuery({ search: '  ', status: '', priority: '', assignee: '', page: 1 })).toEqual({ page: 1 })
    expect(disputesQuery({ search: ' x ', status: 'open', priority: 'high', assignee: 'unassigned', page: 2 })).toEqual({
      search: 'x',
      status: 'open',
      priority: 'high',
      assignee: 'unassigned',
      page: 2,
    })
  })
  it('says each change in words', () => {
    const base = { id: '1', actorId: 'a', actorRole: 'ADMIN' as const, at: '' }
    expect(historyLine({ ...base, action: 'status', from: 'open', to: 'in_progress' })).toBe('Status: Open → In progress')
    expect(historyLine({ ...base, action: 'assignee', from: null, to: 'Finance Team' })).toBe('Assignee: — → Finance Team')
    expect(historyLine({ ...base, action: 'conversation_read', from: null, to: 'c' })).toBe('An admin read the parties’ conversation')
  })
})

describe('disputesExportQuery', () => {
  it('is the list query without its page', () => {
    expect(disputesExportQuery({ search: ' late ', status: 'open', priority: '', assignee: 'unassigned', page: 3 })).toEqual({
      search: 'late',
      status: 'open',
      assignee: 'unassigned',
    })
  })
})
