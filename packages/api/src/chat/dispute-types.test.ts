import { DISPUTE_MESSAGES, DISPUTE_TITLE_MAX, disputeReportErrors, disputeResolutionError } from './dispute-types.js'

describe('dispute form rules (shared by the screens and the chat service)', () => {
  it('needs a non-blank resolution, with the catalogue message as written', () => {
    expect(disputeResolutionError('')).toBe('Resolution details are required')
    expect(disputeResolutionError('  \n ')).toBe(DISPUTE_MESSAGES.resolutionRequired)
    expect(disputeResolutionError(null)).toBe(DISPUTE_MESSAGES.resolutionRequired)
    expect(disputeResolutionError('Refunded.')).toBeNull()
  })
  it('needs a title and a description, bounded after trimming', () => {
    expect(disputeReportErrors({ title: ' ', description: '' })).toEqual({
      title: DISPUTE_MESSAGES.titleRequired,
      description: DISPUTE_MESSAGES.descriptionRequired,
    })
    expect(disputeReportErrors({ title: 'x'.repeat(DISPUTE_TITLE_MAX + 1), description: 'ok' })).toEqual({
      title: DISPUTE_MESSAGES.titleTooLong,
    })
    expect(disputeReportErrors({ title: `  ${'x'.repeat(DISPUTE_TITLE_MAX)}  `, description: 'ok' })).toEqual({})
  })
})
