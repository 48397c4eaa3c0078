import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { cpuSecondsFrom, machineCpuSeconds, processTreeCpuSeconds, underTime } from './cpu-time.mjs'

// Half a second of the process's own CPU, however loaded the machine (a wall-clock loop gets less when it is).
const BUSY_HALF_SECOND = 'while (process.cpuUsage().user + process.cpuUsage().system < 500_000);'
const exited = (child) => new Promise((resolve) => child.on('close', resolve))

test(
  'a command under GNU time reports the CPU its children spent',
  { skip: !existsSync('/usr/bin/time') },
  async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cpu-time-')), 'cpu.txt')
    // The busy work is a grandchild, as a suite's workers are: it counts once its parent has waited for it.
    const script = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(BUSY_HALF_SECOND)}])`
    await exited(spawn(...underTime(process.execPath, ['-e', script], file)))
    const cpu = cpuSecondsFrom(file)
    assert.ok(cpu >= 0.4, `expected about half a second of CPU, got ${cpu}`)
    assert.equal(existsSync(file), false)
  },
)

test('a running process tree counts its descendants', async () => {
  // The parent works, starts a child that works and says so, and both stay alive (as a platform's processes do).
  const child = `${BUSY_HALF_SECOND} console.log('worked', process.pid); setTimeout(() => {}, 60_000)`
  const parentScript = `${BUSY_HALF_SECOND} require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'inherit' }); setTimeout(() => {}, 60_000)`
  const parent = spawn(process.execPath, ['-e', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] })
  const childPid = await new Promise((resolve) =>
    parent.stdout.on('data', (chunk) => {
      const said = /worked (\d+)/.exec(String(chunk))
      if (said) resolve(Number(said[1]))
    }),
  )
  const cpu = processTreeCpuSeconds(parent.pid)
  process.kill(childPid, 'SIGKILL')
  parent.kill('SIGKILL')
  assert.ok(cpu >= 0.9, `expected the parent's and the child's half seconds, got ${cpu}`)
})

test("no answer from a command that did not run, and the machine's counters are read", () => {
  assert.equal(cpuSecondsFrom('/nonexistent/cpu.txt'), null)
  const before = machineCpuSeconds()
  assert.ok(before.busy > 0 && before.idle >= 0 && before.steal >= 0)
})
