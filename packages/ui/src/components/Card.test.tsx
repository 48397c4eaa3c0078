import { renderToString } from 'react-dom/server'
import { Card } from './Card.js'

test('Card: the title alone, or with its badge in the head row that keeps the badge at the top right', () => {
  expect(renderToString(<Card title="Plain" headingLevel={3} />)).toBe(
    '<section class="ui-card"><h3 class="ui-card__title">Plain</h3></section>',
  )
  expect(renderToString(<Card title="Ada Lovelace" badge={<b>Pending</b>} />)).toBe(
    '<section class="ui-card"><h2 class="ui-card__title"><span class="ui-card__head">' +
      '<span class="ui-card__name">Ada Lovelace</span><b>Pending</b></span></h2></section>',
  )
})
