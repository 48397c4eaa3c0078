import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { cpuSecondsFrom, machineCpuSeconds, processTreeCpuSeconds, underTime } from './cpu-time.mjs'

const BUSY_HALF_SECOND = 'const end = Date.now() + 500; while (Date.now() < end);'
const exited = (child) => new Promise((resolve) => child.on('close', resolve))

test('a command under GNU time reports the CPU its children spent', { skip: !existsSync('/usr/bin/time') }, async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cpu-time-')), 'cpu.txt')
  // The busy work is a grandchild, as a suite's workers are: it counts once its parent has waited for it.
  const script = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(BUSY_HALF_SECOND)}])`
  await exited(spawn(...underTime(process.execPath, ['-e', script], file)))
  const cpu = cpuSecondsFrom(file)
  assert.ok(cpu >= 0.4, `expected about half a second of CPU, got ${cpu}`)
  assert.equal(existsSync(file), false)
})

test('a running process tree counts its descendants', async () => {
  const parent = spawn(process.execPath, ['-e', `${BUSY_HALF_SECOND} require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(BUSY_HALF_SECOND + ' setTimeout(() => {}, 5000)')}]); setTimeout(() => {}, 5000)`])
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const cpu = processTreeCpuSeconds(parent.pid)
  parent.kill('SIGKILL')
  assert.ok(cpu >= 0.8, `expected the parent's and the child's busy half seconds, got ${cpu}`)
})

test("no answer from a command that did not run, and the machine's counters grow", () => {
  assert.equal(cpuSecondsFrom('/nonexistent/cpu.txt'), null)
  const before = machineCpuSeconds()
  assert.ok(before.busy > 0 && before.idle >= 0 && before.steal >= 0)
})
