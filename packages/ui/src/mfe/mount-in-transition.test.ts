import { mountInTransition } from './mount-in-transition.js'

test("calls the app's mount with single-spa's props and answers with its promise", async () => {
  const seen: unknown[] = []
  const mount = mountInTransition(async (props: { name: string }) => {
    seen.push(props)
    return 'mounted'
  })
  await expect(mount({ name: 'mfe_renter' })).resolves.toBe('mounted')
  expect(seen).toEqual([{ name: 'mfe_renter' }])
})

test("a failing mount still fails, so single-spa shows the app's error state", async () => {
  const mount = mountInTransition(() => Promise.reject(new Error('no container')))
  await expect(mount({})).rejects.toThrow('no container')
})

test('the mount (where single-spa-react creates the root and renders) runs inside the transition', async () => {
  let inTransition = false
  const transition = (scope: () => void) => {
    inTransition = true
    scope()
    inTransition = false
  }
  const seenInTransition: boolean[] = []
  const mount = mountInTransition(async () => {
    seenInTransition.push(inTransition)
  }, transition)
  await mount({})
  expect(seenInTransition).toEqual([true])
})
