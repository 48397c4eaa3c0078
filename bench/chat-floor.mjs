#!/usr/bin/env node
// The floor of the chat fan-out on this machine: bench/chat-fanout.mjs's load (CLIENTS websocket clients in
// CLIENTS/2 pairs, each sending one message per SEND_EVERY_MS to the other for SECONDS) carried by what a user
// could pick instead of our stack, with nothing else of a chat (no accounts, storage, order or resume):
//   nats   nats-server's own websocket listener (Debian's nats-server); each client speaks the NATS protocol
//          over its socket, subscribes to its own subject and publishes to its peer's.
//   relay  a bare Node process with `ws` (the library under @fastify/websocket) that forwards each frame to
//          the recipient's socket: one hop, no checks.
// Whatever chat-fanout measures for our stack cannot beat these figures; docs/perf.md compares them.
//
//   node bench/chat-floor.mjs      env: MODES (nats,relay), CLIENTS (2000), SECONDS (60), SEND_EVERY_MS (1000),
//                                  NATS_BIN (/usr/sbin/nats-server)
// The load generator runs in this process, as in chat-fanout; the server in a child process.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { default: WebSocket } = await import(pathToFileURL(path.join(root, 'gateway/node_modules/ws/index.js')).href)
const { WebSocketServer } = WebSocket

if (process.argv[2] === 'relay-server') {
  // The relay: the first frame names the socket ("hello <id>"); every later frame is "<to> <payload>".
  const sockets = new Map()
  const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1', perMessageDeflate: false })
  server.on('connection', (socket) => {
    let id = null
    socket.on('message', (data) => {
      const text = data.toString()
      if (id === null) {
        id = text.slice(6)
        sockets.set(id, socket)
        return
      }
      const space = text.indexOf(' ')
      sockets.get(text.slice(0, space))?.send(text.slice(space + 1))
    })
    socket.on('close', () => id !== null && sockets.delete(id))
  })
  server.on('listening', () => process.send?.('ready'))
} else {
  await main()
}

async function main() {
  const MODES = (process.env.MODES ?? 'nats,relay').split(',')
  const CLIENTS = Number(process.env.CLIENTS ?? 2000)
  const SECONDS = Number(process.env.SECONDS ?? 60)
  const SEND_EVERY_MS = Number(process.env.SEND_EVERY_MS ?? 1000)
  const NATS_BIN = process.env.NATS_BIN ?? '/usr/sbin/nats-server'
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
  const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
  const cpuMs = (pid) => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(f[11]) + Number(f[12])) * 10
  }

  async function startServer(mode, port) {
    if (mode === 'nats') {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-floor-'))
      const conf = path.join(dir, 'nats.conf')
      writeFileSync(conf, `port: ${port + 1}\nhttp_port: 0\nwebsocket { host: 127.0.0.1, port: ${port}, no_tls: true }\n`)
      const child = spawn(NATS_BIN, ['-c', conf], { stdio: 'ignore' })
      await sleep(800)
      return { child, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
    }
    const child = spawn(process.execPath, ['--max-semi-space-size=64', fileURLToPath(import.meta.url), 'relay-server'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    await new Promise((resolve) => child.once('message', resolve))
    return { child, cleanup: () => undefined }
  }

  /** One client: connects, then `send(toIndex, text)`; `onMessage(text)` for each frame it receives. */
  function connect(mode, port, index, onMessage) {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false })
      socket.on('error', reject)
      if (mode === 'relay') {
        socket.on('open', () => {
          socket.send(`hello ${index}`)
          resolve({ send: (to, text) => socket.send(`${to} ${text}`), close: () => socket.close() })
        })
        socket.on('message', (data) => onMessage(data.toString()))
        return
      }
      // NATS protocol: INFO first; CONNECT, SUB, PING; PONG means the subscription is in place.
      let buffer = ''
      let ready = false
      socket.on('message', (data) => {
        buffer += data.toString()
        for (;;) {
          const eol = buffer.indexOf('\r\n')
          if (eol < 0) return
          const line = buffer.slice(0, eol)
          if (line.startsWith('MSG ')) {
            const size = Number(line.slice(line.lastIndexOf(' ') + 1))
            if (buffer.length < eol + 2 + size + 2) return
            onMessage(buffer.slice(eol + 2, eol + 2 + size))
            buffer = buffer.slice(eol + 2 + size + 2)
            continue
          }
          buffer = buffer.slice(eol + 2)
          if (line.startsWith('INFO ')) socket.send(`CONNECT {"verbose":false,"pedantic":false}\r\nSUB u.${index} 1\r\nPING\r\n`)
          else if (line === 'PING') socket.send('PONG\r\n')
          else if (line === 'PONG' && !ready) {
            ready = true
            resolve({
              send: (to, text) => socket.send(`PUB u.${to} ${Buffer.byteLength(text)}\r\n${text}\r\n`),
              close: () => socket.close(),
            })
          }
        }
      })
    })
  }

  const results = []
  for (const [k, mode] of MODES.entries()) {
    const port = 29500 + k * 10
    const server = await startServer(mode, port)
    const latencies = []
    const lastSeq = new Map()
    let received = 0
    let duplicated = 0
    let outOfOrder = 0
    const clients = []
    for (let i = 0; i < CLIENTS; i++)
      clients.push(
        await connect(mode, port, i, (text) => {
          const { from, seq, at } = JSON.parse(text)
          latencies.push(performance.now() - at)
          received++
          const last = lastSeq.get(from) ?? -1
          if (seq === last) duplicated++
          else if (seq < last) outOfOrder++
          else lastSeq.set(from, seq)
        }),
      )
    const cpuBefore = cpuMs(server.child.pid)
    let sent = 0
    const started = performance.now()
    // Open loop, as chat-fanout: each client's sends are spread over the interval.
    const timers = clients.map((client, i) => {
      let seq = 0
      const peer = i % 2 === 0 ? i + 1 : i - 1
      const first = setTimeout(() => {
        const tick = () => {
          client.send(peer, JSON.stringify({ from: i, seq: seq++, at: performance.now(), text: 'Hello, is the lease still on for March?' }))
          sent++
        }
        tick()
        timers[i] = setInterval(tick, SEND_EVERY_MS)
      }, (i / CLIENTS) * SEND_EVERY_MS)
      return first
    })
    await sleep(SECONDS * 1000)
    for (const t of timers) clearInterval(t), clearTimeout(t)
    const elapsed = (performance.now() - started) / 1000
    await sleep(3000)
    const serverCpu = cpuMs(server.child.pid) - cpuBefore
    for (const c of clients) c.close()
    server.child.kill('SIGTERM')
    server.cleanup()
    latencies.sort((a, b) => a - b)
    const result = {
      mode,
      rate: sent / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      lost: sent - received,
      duplicated,
      outOfOrder,
      serverCpuPerMessageUs: (serverCpu * 1000) / Math.max(1, sent),
      load1: os.loadavg()[0],
    }
    results.push(result)
    console.log(
      `${mode}: ${sent} sent (${result.rate.toFixed(0)}/s), p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, lost ${result.lost}, dup ${duplicated}, out of order ${outOfOrder}, server CPU ${result.serverCpuPerMessageUs.toFixed(0)} us/message, load ${result.load1.toFixed(1)}`,
    )
    await sleep(2000)
  }
  console.log(`\n${CLIENTS} clients, 1 message per ${SEND_EVERY_MS} ms each, ${SECONDS} s`)
  console.log('mode    msgs/s   p50 ms   p99 ms  lost  dup  order  server us/msg  load')
  for (const r of results)
    console.log(
      `${r.mode.padEnd(6)} ${r.rate.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.lost).padStart(5)} ${String(r.duplicated).padStart(4)} ${String(r.outOfOrder).padStart(6)} ${r.serverCpuPerMessageUs.toFixed(0).padStart(14)} ${r.load1.toFixed(1).padStart(5)}`,
    )
  process.exit(0)
}
