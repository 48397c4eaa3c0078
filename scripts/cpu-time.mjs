// CPU seconds of what the test command runs, to show where its time goes on the machine it ran on (docs/perf.md,
// "Where the test command's CPU goes"). Wall seconds alone cannot tell a slow suite from a busy machine.
// The one reader of /proc's CPU counters: the benchmarks' CPU-per-request figures use it too (bench/lib/process-cpu.mjs).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'

const GNU_TIME = '/usr/bin/time'
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

/** The command run under GNU time when the machine has it, which writes its CPU seconds (children included) to `file`. */
export function underTime(command, args, file) {
  return existsSync(GNU_TIME) ? [GNU_TIME, ['-f', '%U %S', '-o', file, command, ...args]] : [command, args]
}

/** What GNU time wrote (its last line; a failed command's has a status line first), or null; removes the file. */
export function cpuSecondsFrom(file) {
  try {
    const last = readFileSync(file, 'utf8').trim().split('\n').pop()
    const [user, system] = last.split(/\s+/).map(Number)
    return Number.isFinite(user + system) ? user + system : null
  } catch {
    return null
  } finally {
    rmSync(file, { force: true })
  }
}

/**
 * A process's parent and CPU seconds (user + system): its own, and its exited children's that it waited for; null
 * for a process that is gone.
 */
export function processStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and parentheses: fields start after its closing one.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return {
      ppid: Number(fields[1]),
      own: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      waitedChildren: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
    }
  } catch {
    return null
  }
}

/** CPU seconds of a running process and every process below it (their own and their exited children's). */
export function processTreeCpuSeconds(rootPid) {
  const stats = new Map()
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) stats.set(Number(name), processStat(name))
  const below = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, stat] of stats) {
      if (!stat || below.has(pid) || !below.has(stat.ppid)) continue
      below.add(pid)
      grew = true
    }
  }
  let seconds = 0
  for (const pid of below) seconds += (stats.get(pid)?.own ?? 0) + (stats.get(pid)?.waitedChildren ?? 0)
  return seconds
}

/** The machine's CPU counters since boot, in seconds summed over its cores (/proc/stat). */
export function machineCpuSeconds() {
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  const s = (ticks) => ticks / TICKS_PER_SECOND
  return { busy: s(user + nice + system + irq + softirq), idle: s(idle + iowait), steal: s(steal) }
}
