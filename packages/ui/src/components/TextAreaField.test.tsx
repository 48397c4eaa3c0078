import { renderToString } from 'react-dom/server'
import { TextAreaField } from './TextAreaField.js'

test('links the label and the error to the text area; the error is an alert by default', () => {
  const html = renderToString(<TextAreaField id="notes" label="Notes" value="" onChange={() => {}} error="Required" />)
  expect(html).toContain('<label class="ui-field__label" for="notes">Notes</label>')
  expect(html).toContain('aria-invalid="true"')
  expect(html).toContain('aria-describedby="notes-error"')
  expect(html).toContain('<span id="notes-error" class="ui-field__error" role="alert">Required</span>')
})

test('a live error region stays in place, empty, while there is no error', () => {
  const html = renderToString(
    <TextAreaField id="reason" label="Reason" value="" onChange={() => {}} errorAnnouncement="live" />,
  )
  expect(html).toContain('aria-live="assertive"')
  expect(html).not.toContain('aria-invalid')
  expect(html).not.toContain('role="alert"')
})
