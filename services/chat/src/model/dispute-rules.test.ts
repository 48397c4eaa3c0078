import { DISPUTE_MESSAGES } from '@cosign/api'
import { describeDisputeChanges, planDisputeUpdate, type DisputeState } from './dispute-rules.js'

const open: DisputeState = { status: 'open', assignedTo: null, priority: 'medium', resolution: null }
const resolved: DisputeState = { ...open, status: 'resolved', resolution: 'Refunded the fee.' }

describe('dispute status rules', () => {
  it('lets an admin choose any status from any status', () => {
    for (const from of ['open', 'in_progress', 'resolved', 'closed'] as const)
      for (const to of ['open', 'in_progress', 'closed'] as const) {
        const plan = planDisputeUpdate({ ...resolved, status: from }, { status: to })
        expect('next' in plan && plan.next.status).toBe(to)
      }
  })

  it('refuses resolved without resolution text, blank text included', () => {
    expect(planDisputeUpdate(open, { status: 'resolved' })).toEqual({ error: DISPUTE_MESSAGES.resolutionRequired })
    expect(planDisputeUpdate(open, { status: 'resolved', resolution: '   ' })).toEqual({
      error: DISPUTE_MESSAGES.resolutionRequired,
    })
    expect(planDisputeUpdate(resolved, { resolution: ' ' })).toEqual({ error: DISPUTE_MESSAGES.resolutionRequired })
  })

  it('resolves with the trimmed text and records both changes', () => {
    expect(planDisputeUpdate(open, { status: 'resolved', resolution: '  Refunded.  ' })).toEqual({
      next: { ...open, status: 'resolved', resolution: 'Refunded.' },
      changes: [
        { field: 'status', from: 'open', to: 'resolved' },
        { field: 'resolution', from: null, to: 'Refunded.' },
      ],
    })
  })

  it('keeps the resolution only while resolved', () => {
    const plan = planDisputeUpdate(resolved, { status: 'closed' })
    expect(plan).toEqual({
      next: { ...resolved, status: 'closed', resolution: null },
      changes: [
        { field: 'status', from: 'resolved', to: 'closed' },
        { field: 'resolution', from: 'Refunded the fee.', to: null },
      ],
    })
    // A resolution sent with another status is not kept either.
    const other = planDisputeUpdate(open, { status: 'in_progress', resolution: 'ignored' })
    expect('next' in other && other.next.resolution).toBeNull()
  })

  it('keeps the current resolution when a resolved dispute is otherwise changed', () => {
    const plan = planDisputeUpdate(resolved, { assignedTo: 'Finance Team' })
    expect(plan).toEqual({
      next: { ...resolved, assignedTo: 'Finance Team' },
      changes: [{ field: 'assignee', from: null, to: 'Finance Team' }],
    })
  })

  it('lists nothing when nothing changes, and unassigns with null', () => {
    expect(planDisputeUpdate(open, { status: 'open', priority: 'medium' })).toEqual({ next: open, changes: [] })
    const assigned = { ...open, assignedTo: 'Support Team' as const }
    expect(planDisputeUpdate(assigned, { assignedTo: null })).toEqual({
      next: open,
      changes: [{ field: 'assignee', from: 'Support Team', to: null }],
    })
  })
})

describe('the reporter notification', () => {
  it('says what changed in words', () => {
    expect(
      describeDisputeChanges('Charged twice', [
        { field: 'status', from: 'in_progress', to: 'resolved' },
        { field: 'assignee', from: null, to: 'Finance Team' },
        { field: 'resolution', from: null, to: 'Refunded.' },
      ]),
    ).toEqual({
      title: 'Your problem report was updated',
      message: '“Charged twice”: status changed from In progress to Resolved; assigned to the Finance Team; resolution: Refunded.',
    })
  })
})
