// An instance the edge takes out of rotation (docs/decisions.md "Marked down"): the platform's HAProxy
// configuration (scripts/platform.mjs) in front of a stand-in gateway instance, a process of its own that the test
// freezes (SIGSTOP) as a hung process would be. Three missed checks take it out of rotation: new requests get the
// 503 envelope, its websocket tunnels are closed (their clients reconnect), and a request it already holds is
// still answered once it resumes, never cut.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import WebSocket from 'ws'
import { haproxyServerStatus, STARTUP_TIMEOUT_MS, until, untilServing } from './helpers/processes.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'
// Below the kernel's ephemeral range (32768+), away from the platforms the test command starts (offsets 0, 500)
// and from the edge (10 000-11 950) and instance-kill (12 000-13 950) tests' ranges.
const PORT_OFFSET = 14_000 + randomInt(0, 20) * 50

interface Platform {
  GATEWAY_INSTANCE_PORTS: number[]
  EDGE_HAPROXY_PLAIN_PORT: number
  edgeSocketFile(): string
  writeEdgeFiles(env: NodeJS.ProcessEnv): string
}
let platform: Platform
let edge: ChildProcess | undefined
let instance: ChildProcess | undefined
let edgeUrl: string

const describeWithHaproxy = existsSync(HAPROXY) ? describe : describe.skip

/**
 * The stand-in: /healthz answers at once, /slow after 1 s (saying on stdout that it has the request), and a
 * websocket echoes what it gets.
 */
const STAND_IN = `
import http from 'node:http'
import { WebSocketServer } from 'ws'
const server = http.createServer((req, res) => {
  if (req.url === '/healthz') return res.end('ok')
  process.stdout.write('holding ' + req.url + '\\n')
  setTimeout(() => res.end('answered after the stall'), 1000)
})
new WebSocketServer({ server }).on('connection', (ws) => ws.on('message', (m) => ws.send(String(m))))
server.listen(Number(process.env.PORT), '127.0.0.1')
`

const gatewayStatus = () => haproxyServerStatus(platform.edgeSocketFile(), 'gateway', 'gateway1')

describeWithHaproxy('an instance taken out of rotation', () => {
  beforeAll(async () => {
    process.env.PORT_OFFSET = String(PORT_OFFSET)
    process.env.REPLICAS = '1'
    platform = (await import(
      pathToFileURL(path.resolve(here, '../../scripts/platform.mjs')).href
    )) as Platform
    edgeUrl = `http://127.0.0.1:${platform.EDGE_HAPROXY_PLAIN_PORT}`
    instance = spawn(process.execPath, ['--input-type=module', '-e', STAND_IN], {
      cwd: path.resolve(here, '..'),
      env: { PATH: process.env.PATH, PORT: String(platform.GATEWAY_INSTANCE_PORTS[0]) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    // Checks of 2 s: the frozen instance is out of rotation in about 8 s.
    const configFile = platform.writeEdgeFiles({
      ...process.env,
      EDGE_CHECK_TIMEOUT: '2s',
      PUBLIC_ORIGIN: edgeUrl,
    })
    edge = spawn(HAPROXY, ['-db', '-f', configFile], {
      env: { ...process.env, INTERNAL_TOKEN: 'unused' },
      stdio: 'ignore',
    })
    await untilServing('the edge', `${edgeUrl}/healthz`, edge)
  }, STARTUP_TIMEOUT_MS)

  afterAll(() => {
    instance?.kill('SIGKILL')
    edge?.kill()
  })

  test('a frozen instance: its request under way is answered, its tunnels closed, new requests get 503', async () => {
    const socket = new WebSocket(`${edgeUrl.replace('http', 'ws')}/socket`)
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    socket.send('through the tunnel')
    expect(String(await new Promise((resolve) => socket.once('message', resolve)))).toBe('through the tunnel')

    const holding = new Promise<void>((resolve) =>
      instance!.stdout!.on('data', (chunk) => String(chunk).includes('holding /slow') && resolve()),
    )
    const underWay = fetch(`${edgeUrl}/slow`)
    await holding
    instance!.kill('SIGSTOP')
    try {
      // DOWN, not on its way there: a request sent meanwhile would still go to it and wait for `timeout server`.
      await until(
        'the frozen instance out of rotation',
        async () => (await gatewayStatus()) === 'DOWN',
        120_000,
      )
      // Closed by the edge (no close frame: the instance is frozen).
      expect(await closed).toBe(1006)
      const meanwhile = await fetch(`${edgeUrl}/api/auth/me`)
      expect(meanwhile.status).toBe(503)
      expect(await meanwhile.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is unavailable. Please try again shortly.',
        },
      })
    } finally {
      instance!.kill('SIGCONT')
    }
    const answer = await underWay
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('answered after the stall')
    await until('the instance back in rotation', async () => (await gatewayStatus()) === 'UP', 120_000)
  }, 300_000)
})
