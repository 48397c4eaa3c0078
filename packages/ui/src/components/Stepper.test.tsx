import { renderToString } from 'react-dom/server'
import { Stepper } from './Stepper.js'

test('an ordered list; each step says its state in words, the current one is aria-current="step"', () => {
  const html = renderToString(
    <Stepper
      label="Contract progress"
      steps={[
        { label: 'Renter signed', state: 'done', detail: 'Mar 3' },
        { label: 'Step 1 paid', state: 'current' },
        { label: 'Finalized', state: 'upcoming' },
      ]}
    />,
  )
  expect(html).toMatch(/^<ol class="ui-stepper" aria-label="Contract progress">/)
  expect(html.match(/<li /g)).toHaveLength(3)
  expect(html).toContain('Renter signed</span><span class="ui-visually-hidden">, <!-- -->done</span>')
  expect(html).toMatch(/ui-stepper__step--current" aria-current="step"/)
  expect(html.match(/aria-current/g)).toHaveLength(1)
  // A done step shows a tick, the others their number; markers are decorative.
  expect(html).toContain('aria-hidden="true">✓</span>')
  expect(html).toContain('aria-hidden="true">3</span>')
  expect(html).toContain('Mar 3')
})
