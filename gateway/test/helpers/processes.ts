// Tests that run services and HAProxy as processes of their own: waiting, ports, and HAProxy's runtime API.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { testRunNames } from '@cosign/service-kit'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * How long a spawned service may take to answer /readyz. The test command runs the typecheck and several
 * integration suites on 2 cores at once; a start that takes 5 s alone has taken over 60 s there.
 */
export const STARTUP_TIMEOUT_MS = 240_000

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls `check` every 100 ms until it gives a truthy value (a throw counts as not yet), or fails after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await Promise.resolve()
      .then(check)
      .catch(() => null)
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** Runs a workspace's built server (`<dir>/dist/server.js`) as run-platform does, with only the env given. */
export function spawnServer(
  dir: string,
  env: Record<string, string>,
  stdio: StdioOptions = 'ignore',
): ChildProcess {
  return spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(root, dir),
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'error', BIND_HOST: '127.0.0.1', ...env },
    stdio,
  })
}

/** What every service of one test run is told: its database, bus and Redis, and the run's secrets. */
export function testRunEnv(
  names: ReturnType<typeof testRunNames>,
  secrets: { JWT_SECRET: string; INTERNAL_TOKEN: string },
): Record<string, string> {
  return {
    DATABASE_URL: names.databaseUrl,
    NATS_URL: names.natsUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    EVENT_STREAM: names.eventStream,
    EVENT_SUBJECT_PREFIX: names.subjectPrefix,
    ...secrets,
  }
}

/** Waits for `url` to answer 2xx; fails at once, naming the exit, if `child` dies first. */
export async function untilServing(what: string, url: string, child: ChildProcess): Promise<void> {
  const exited = () => child.exitCode !== null || child.signalCode !== null
  await until(what, async () => exited() || (await fetch(url)).ok, STARTUP_TIMEOUT_MS)
  if (exited())
    throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode}) before serving`)
}

interface EdgeRuntime {
  haproxyRuntime(socketFile: string, command: string): Promise<string>
  haproxyServerStatuses(
    socketFile: string,
  ): Promise<Array<{ backend: string; server: string; status: string }>>
}
/** The platform's own client of HAProxy's runtime API (scripts/edge-runtime.mjs, which run-platform uses too). */
const edgeRuntime = () =>
  import(pathToFileURL(path.join(root, 'scripts/edge-runtime.mjs')).href) as Promise<EdgeRuntime>

/** One command to HAProxy's runtime API on its stats socket; resolves with the whole answer. */
export async function haproxyRuntime(socketFile: string, command: string): Promise<string> {
  return (await edgeRuntime()).haproxyRuntime(socketFile, command)
}

/** HAProxy's status of `server` of `backend`: UP, DOWN, or on its way ("UP 1/3": one check missed of three). */
export async function haproxyServerStatus(
  socketFile: string,
  backend: string,
  server: string,
): Promise<string | undefined> {
  const servers = await (await edgeRuntime()).haproxyServerStatuses(socketFile)
  return servers.find((s) => s.backend === backend && s.server === server)?.status
}

/** Whether HAProxy counts `server` of `backend` in rotation with no check missed. */
export async function haproxyServerUp(socketFile: string, backend: string, server: string): Promise<boolean> {
  return (await haproxyServerStatus(socketFile, backend, server)) === 'UP'
}
