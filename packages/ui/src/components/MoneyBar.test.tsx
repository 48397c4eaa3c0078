import { renderToString } from 'react-dom/server'
import { MoneyBar } from './MoneyBar.js'

test('segments grow in proportion to the server figures; the legend says every amount in words', () => {
  const html = renderToString(
    <MoneyBar
      label="Where your $1,050.00 goes"
      segments={[
        { label: 'Cosigner', cents: 85000, tone: 'accent' },
        { label: 'Platform fee', cents: 15000, tone: 'primary' },
        { label: 'Processing fee', cents: 5000, tone: 'muted' },
      ]}
    />,
  )
  expect(html).toContain('<figcaption class="ui-moneybar__caption">Where your $1,050.00 goes</figcaption>')
  expect(html).toContain('aria-hidden="true"')
  expect(html).toContain(`flex-grow:${85000 / 105000}`)
  expect(html).toContain(`flex-grow:${5000 / 105000}`)
  for (const text of ['$850.00', '$150.00', '$50.00', 'Processing fee']) expect(html).toContain(text)
})

test('a zero segment draws nothing but stays in the legend', () => {
  const html = renderToString(
    <MoneyBar label="x" segments={[{ label: 'A', cents: 100, tone: 'accent' }, { label: 'B', cents: 0, tone: 'muted' }]} />,
  )
  expect(html.match(/ui-moneybar__segment ui-moneybar__segment--/g)).toHaveLength(1)
  expect(html).toContain('$0.00')
})
