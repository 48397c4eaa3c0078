// A file of its own: the formatters are cached per module, so only a fresh import shows which ones a call builds.
let built = 0
const Original = Intl.DateTimeFormat
Intl.DateTimeFormat = new Proxy(Original, {
  construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    built++
    return new target(...args)
  },
})
const { formatDate, formatDateTime, prepareDateFormatters } = await import('./format.js')
afterAll(() => {
  Intl.DateTimeFormat = Original
})

test('prepareDateFormatters builds every formatter the screens use, so a screen that shows dates builds none', () => {
  prepareDateFormatters()
  const prepared = built
  expect(prepared).toBe(3)
  formatDate('2026-11-24') // a calendar day (UTC)
  formatDate('2026-11-24T19:34:00Z') // a moment's day, in the reader's zone
  formatDateTime('2026-11-24T19:34:00Z')
  expect(built).toBe(prepared)
})
