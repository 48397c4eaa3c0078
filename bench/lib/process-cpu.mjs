// CPU seconds (user + system) a process has used so far: the benchmarks' CPU-per-request figures are differences
// of two readings. 0 for a process that is gone (a pool's connection closed meanwhile). Read by the test
// command's CPU accounting (scripts/cpu-time.mjs), the one reader of /proc's counters.
import { processStat } from '../../scripts/cpu-time.mjs'

export function processCpuSeconds(pid) {
  return processStat(pid)?.own ?? 0
}
