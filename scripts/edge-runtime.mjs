// HAProxy's runtime API on the edge's stats socket (scripts/platform.mjs, edgeSocketFile): what run-platform reads
// before it says the platform is ready, and what the gateway's edge tests read of the balancer's state.
import net from 'node:net'

/** One command to HAProxy's runtime API on its stats socket; resolves with the whole answer. */
export function haproxyRuntime(socketFile, command) {
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = net.connect(socketFile, () => socket.end(`${command}\n`))
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(answer))
  })
}

/**
 * Every server of every backend with HAProxy's status of it (`show stat`): UP, DOWN, or on its way there
 * ("UP 1/3": one check missed of three).
 */
export async function haproxyServerStatuses(socketFile) {
  const rows = (await haproxyRuntime(socketFile, 'show stat'))
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(','))
  return rows
    .filter(([, name]) => name !== 'FRONTEND' && name !== 'BACKEND')
    .map((row) => ({ backend: row[0], server: row[1], status: row[17] }))
}

/**
 * The servers (`backend/server`) HAProxy does not count in rotation yet: every one not plainly UP (a new server
 * needs its `rise` checks passed). Null while the socket does not answer (HAProxy still starting).
 */
export async function serversNotInRotation(socketFile) {
  const servers = await haproxyServerStatuses(socketFile).catch(() => [])
  if (servers.length === 0) return null
  return servers.filter(({ status }) => status !== 'UP').map(({ backend, server }) => `${backend}/${server}`)
}
