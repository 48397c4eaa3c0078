import { retentionCutoff } from './retention.js'

test('the retention cutoff is the same instant the policy years earlier', () => {
  expect(retentionCutoff(new Date('2033-06-15T10:30:00.000Z')).toISOString()).toBe('2026-06-15T10:30:00.000Z')
  expect(retentionCutoff(new Date('2030-01-01T00:00:00.000Z'), 2).toISOString()).toBe('2028-01-01T00:00:00.000Z')
})
