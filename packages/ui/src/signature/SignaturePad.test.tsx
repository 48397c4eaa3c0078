import { renderToString } from 'react-dom/server'
import { SignaturePad } from './SignaturePad.js'

it('renders a labelled, focusable canvas with Clear disabled while nothing is drawn', () => {
  const html = renderToString(<SignaturePad label="Your signature" onChange={() => undefined} />)
  expect(html).toContain('Your signature')
  expect(html).toMatch(/<canvas[^>]*role="img"[^>]*tabindex="0"[^>]*aria-labelledby="[^"]+"/)
  expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Clear<\/button>/)
  expect(html).toContain('Type signature instead')
})
