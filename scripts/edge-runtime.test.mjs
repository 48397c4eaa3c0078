// What run-platform reads before it says "Platform ready": a real HAProxy, one backend with an instance that
// answers its checks and one that does not yet. The platform is not ready until both are in rotation.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { serversNotInRotation } from './edge-runtime.mjs'

const dir = mkdtempSync(path.join(tmpdir(), 'edge-runtime-'))
const socketFile = path.join(dir, 'edge.sock')
const cleanups = []
after(() => {
  for (const cleanup of cleanups.reverse()) cleanup()
  rmSync(dir, { recursive: true, force: true })
})

/** An instance answering HAProxy's checks, on `port` (0: any free port); resolves with its port. */
function instance(port = 0) {
  const server = createServer((_req, res) => res.end('ok'))
  cleanups.push(() => server.close())
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server.address().port)))
}

/** A port nothing listens on (yet). */
async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Polls `read` until `done` holds for its answer; fails with the last answer after `ms`. */
async function until(read, done, ms = 20_000) {
  const deadline = Date.now() + ms
  let last
  for (;;) {
    last = await read()
    if (done(last)) return last
    assert.ok(Date.now() < deadline, `still ${JSON.stringify(last)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

test('the servers not in rotation: none answers before HAProxy does, then each until it passes its checks', async () => {
  assert.equal(await serversNotInRotation(socketFile), null, 'no HAProxy on the socket yet')

  const upPort = await instance()
  const latePort = await freePort()
  const config = path.join(dir, 'haproxy.cfg')
  writeFileSync(
    config,
    [
      'global',
      `  stats socket ${socketFile} mode 600 level admin`,
      'defaults',
      '  mode http',
      '  timeout connect 1s',
      '  timeout client 5s',
      '  timeout server 5s',
      '  timeout check 1s',
      'backend auth',
      '  option httpchk GET /readyz',
      '  default-server inter 100ms fall 3 rise 2',
      `  server auth1 127.0.0.1:${upPort} check`,
      `  server auth2 127.0.0.1:${latePort} check`,
      '',
    ].join('\n'),
  )
  const haproxy = spawn('haproxy', ['-f', config], { stdio: 'ignore' })
  cleanups.push(() => haproxy.kill('SIGKILL'))

  const waiting = await until(
    () => serversNotInRotation(socketFile),
    (notUp) => notUp !== null && !notUp.includes('auth/auth1'),
  )
  assert.deepEqual(waiting, ['auth/auth2'], 'the instance that answers is in; the one that does not is named')

  await instance(latePort)
  await until(
    () => serversNotInRotation(socketFile),
    (notUp) => notUp?.length === 0,
  )
})
