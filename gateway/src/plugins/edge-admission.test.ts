import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { admissionKey, createEdgeAdmission } from './edge-admission.js'

/** A stand-in for HAProxy's runtime API on a unix socket: records each line it is sent, answers empty. */
async function runtimeApi() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edge-admission-'))
  const address = path.join(dir, 'edge.sock')
  const lines: string[] = []
  const server = net.createServer((socket) => {
    let data = ''
    socket.on('data', (chunk) => (data += chunk))
    socket.on('end', () => {
      lines.push(data.trimEnd())
      socket.end()
    })
  })
  await new Promise<void>((r) => server.listen(address, r))
  return {
    address,
    lines,
    close: async () => {
      await new Promise((r) => server.close(r))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const log = { warn: () => undefined }

test('admits a token until min(expiry, now + window), once per half window, batching one line per turn', async () => {
  const api = await runtimeApi()
  let now = 1_000
  const admission = createEdgeAdmission({ sockets: [api.address], windowSeconds: 30, now: () => now }, log)
  try {
    admission.admit('token-a', { exp: 2_000, sub: 'u1', sid: 's1' })
    admission.admit('token-b', { exp: 1_010, sub: 'u2', sid: 's2' })
    admission.admit('token-a', { exp: 2_000, sub: 'u1', sid: 's1' }) // already admitted for the window
    await admission.flush()
    expect(api.lines).toEqual([
      `set table admitted key ${admissionKey('token-a')} data.gpt0 1030;` +
        `set table admitted key ${admissionKey('token-b')} data.gpt0 1010`,
    ])

    now = 1_016 // past half of token-a's window: refreshed; token-b has expired: never again
    admission.admit('token-a', { exp: 2_000, sub: 'u1', sid: 's1' })
    admission.admit('token-b', { exp: 1_010, sub: 'u2', sid: 's2' })
    await admission.flush()
    expect(api.lines[1]).toBe(`set table admitted key ${admissionKey('token-a')} data.gpt0 1046`)
    expect(api.lines).toHaveLength(2)
  } finally {
    await admission.close()
    await api.close()
  }
})

test('withdraws the admissions of a revoked session, or of every session of a user', async () => {
  const api = await runtimeApi()
  const admission = createEdgeAdmission({ sockets: [api.address], windowSeconds: 30, now: () => 1_000 }, log)
  try {
    admission.admit('a1', { exp: 2_000, sub: 'alice', sid: 'alice-phone' })
    admission.admit('a2', { exp: 2_000, sub: 'alice', sid: 'alice-laptop' })
    admission.admit('b1', { exp: 2_000, sub: 'bob', sid: 'bob-phone' })
    await admission.flush()
    api.lines.length = 0

    admission.withdraw({ sid: 'alice-phone' })
    await admission.flush()
    expect(api.lines).toEqual([`clear table admitted key ${admissionKey('a1')}`])

    admission.withdraw({ userId: 'alice' })
    admission.withdraw({ userId: 'nobody' })
    await admission.flush()
    expect(api.lines[1]).toBe(`clear table admitted key ${admissionKey('a2')}`)
    expect(api.lines).toHaveLength(2)

    // A withdrawn token that passes the gateway again is admitted again.
    admission.admit('a2', { exp: 2_000, sub: 'alice', sid: 'alice-laptop' })
    await admission.flush()
    expect(api.lines[2]).toBe(`set table admitted key ${admissionKey('a2')} data.gpt0 1030`)
  } finally {
    await admission.close()
    await api.close()
  }
})

test('an unreachable edge is logged once and costs the request nothing', async () => {
  const warnings: unknown[] = []
  const admission = createEdgeAdmission(
    { sockets: [path.join(os.tmpdir(), 'no-such-edge.sock')], windowSeconds: 30 },
    { warn: (obj) => warnings.push(obj) },
  )
  admission.admit('t1', { exp: Math.floor(Date.now() / 1000) + 60 })
  await admission.flush()
  admission.admit('t2', { exp: Math.floor(Date.now() / 1000) + 60 })
  await admission.flush()
  expect(warnings).toHaveLength(1)
  await admission.close()
})

test('the key is what the edge computes: lower-case hex SHA-256 of the bearer token', () => {
  // printf %s abc.def.ghi | sha256sum
  expect(admissionKey('abc.def.ghi')).toBe('6559e90b5dd57405bdf180f29b509053a3d36c4abf3de535ab249b54d4327234')
})
