// CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat: the benchmarks' CPU-per-request
// figures are differences of two readings. 0 for a process that is gone (a pool's connection closed meanwhile).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

export function processCpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return 0
  }
}
