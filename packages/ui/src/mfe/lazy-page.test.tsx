import { Suspense, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { preloadableComponent } from './lazy-page.js'

const Greeting = ({ name }: { name: string }) => <h1>{`Hello, ${name}`}</h1>

const render = (element: ReactElement) =>
  renderToString(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>)

test('before its code has loaded it suspends; once preloaded it renders at once, in a synchronous render too', async () => {
  let loads = 0
  const Page = preloadableComponent(async () => {
    loads += 1
    return Greeting
  })

  // What a build-time render would write without the code: the fallback, marked to be rendered by the client.
  expect(render(<Page name="Lena" />)).toContain('<!--$!-->')

  await Page.preload()
  const html = render(<Page name="Lena" />)
  expect(html).toContain('<h1>Hello, Lena</h1>')
  expect(html).not.toContain('Loading')
  await Page.preload()
  expect(loads).toBe(1)
})

test('a load that failed is tried again by the next preload', async () => {
  let attempts = 0
  const Page = preloadableComponent(async () => {
    attempts += 1
    if (attempts === 1) throw new Error('chunk failed')
    return Greeting
  })

  await expect(Page.preload()).rejects.toThrow('chunk failed')
  await Page.preload()
  expect(render(<Page name="Priya" />)).toContain('<h1>Hello, Priya</h1>')
  expect(attempts).toBe(2)
})
