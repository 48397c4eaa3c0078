import { renderToString } from 'react-dom/server'
import { Avatar, initialsOf } from './Avatar.js'

test('initials: first and last word, letters of any script, an address without its domain', () => {
  expect(initialsOf('Ada Lovelace')).toBe('AL')
  expect(initialsOf('ada')).toBe('A')
  expect(initialsOf('María José de la Cruz')).toBe('MC')
  expect(initialsOf('élodie.martin@example.com')).toBe('ÉM')
  expect(initialsOf('  ')).toBe('?')
})

test('without a photo the initials show, hidden from screen readers (the name is written beside it)', () => {
  const html = renderToString(<Avatar name="Grace Hopper" />)
  expect(html).toContain('aria-hidden="true"')
  expect(html).toContain('>GH<')
})

test('with a photo an <img> with an empty alt and no initials', () => {
  const html = renderToString(<Avatar name="Grace Hopper" photoUrl="/p.jpg" size="lg" />)
  expect(html).toMatch(/<img[^>]*class="ui-avatar ui-avatar--lg"[^>]*src="\/p.jpg"[^>]*alt=""/)
  expect(html).not.toContain('GH')
})
