import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findShellFile, ShellIndex } from './shell-files.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shell-files-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'assets', 'app.0123abcd.js'), 'x')
  await writeFile(path.join(dir, 'index.html'), 'v1')
  await writeFile(path.join(dir, '.env'), 'SECRET=1')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('findShellFile', () => {
  test('finds files of the build, decoding the URL path', async () => {
    expect(await findShellFile(dir, '/assets/app.0123abcd.js')).toBe('assets/app.0123abcd.js')
    expect(await findShellFile(dir, '/assets%2Fapp.0123abcd.js')).toBe('assets/app.0123abcd.js')
  })

  test.each([
    '/',
    '/assets',
    '/missing.js',
    '/.env',
    '/../index.html',
    '/%2e%2e/etc/passwd',
    '/a%00b',
    '/%E0%A4%A',
  ])('refuses %s', async (urlPath) => {
    expect(await findShellFile(dir, urlPath)).toBeNull()
  })
})

test('ShellIndex re-reads index.html when it changes and reports a missing file as null', async () => {
  const index = new ShellIndex(path.join(dir, 'index.html'))
  expect((await index.read())?.toString()).toBe('v1')
  await writeFile(path.join(dir, 'index.html'), 'version 2')
  const later = new Date(Date.now() + 5000)
  await utimes(path.join(dir, 'index.html'), later, later)
  expect((await index.read())?.toString()).toBe('version 2')
  expect(await new ShellIndex(path.join(dir, 'nope.html')).read()).toBeNull()
})
