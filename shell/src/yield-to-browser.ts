/**
 * Ends the current task so the browser can paint and answer input before the next step: each step of the start
 * (the chunks' evaluation, the layout's render, the apps' start) is then its own task, none of them long on a
 * slow phone (Total Blocking Time counts every task's time over 50 ms). `scheduler.yield` where the browser has
 * it (the continuation runs before other queued tasks), else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
