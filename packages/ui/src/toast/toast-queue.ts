import { TOAST_DURATION_MS } from '@cosign/api'
import { defaultTimers, type Timers } from '../timers.js'

export type ToastVariant = 'default' | 'success' | 'error' | 'info'
/** A link the toast offers (e.g. "Open conversation"); `onClick` lets an app route it without a page load. */
export interface ToastAction {
  label: string
  href: string
  onClick?: (event: MouseEvent) => void
}
export interface ToastInput {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds the toast stays visible; default 5000 (spec). */
  duration?: number
  action?: ToastAction
}
export interface Toast extends Required<Omit<ToastInput, 'description' | 'action'>> {
  id: number
  description?: string
  action?: ToastAction
}
export interface ToastState {
  /** The toasts on screen (spec: at most one). */
  visible: Toast[]
  /** How many wait behind them. */
  queued: number
}

export interface ToastQueue {
  toast(input: ToastInput): number
  dismiss(id: number): void
  /** Stops the clock of a visible toast while the pointer or focus is on it (WCAG 2.2.1). */
  pause(id: number): void
  resume(id: number): void
  subscribe(listener: () => void): () => void
  getSnapshot(): ToastState
}

export interface ToastQueueOptions {
  timers?: Timers
  now?: () => number
  maxVisible?: number
  defaultDuration?: number
  /** When a toast waits, the visible one stays at most this much longer (news is not held back for 5 s). */
  handoffMs?: number
}

interface Clock {
  handle: unknown
  remaining: number
  startedAt: number
}

/**
 * A FIFO toast queue: at most `maxVisible` on screen (spec: 1). A new toast waits for the visible one, which then
 * leaves within `handoffMs` (unless the pointer or focus holds it), so nothing is lost and nothing waits long.
 */
export function createToastQueue(options: ToastQueueOptions = {}): ToastQueue {
  const timers = options.timers ?? defaultTimers
  const now = options.now ?? (() => Date.now())
  const maxVisible = options.maxVisible ?? 1
  const defaultDuration = options.defaultDuration ?? TOAST_DURATION_MS
  const handoffMs = options.handoffMs ?? 1000

  let nextId = 1
  let visible: Toast[] = []
  let waiting: Toast[] = []
  let snapshot: ToastState = { visible, queued: 0 }
  const clocks = new Map<number, Clock>()
  const listeners = new Set<() => void>()

  function emit() {
    snapshot = { visible, queued: waiting.length }
    for (const listener of [...listeners]) listener()
  }

  function startClock(id: number, ms: number) {
    const handle = timers.setTimeout(() => dismiss(id), ms)
    clocks.set(id, { handle, remaining: ms, startedAt: now() })
  }

  /** Shortens the running clocks of the visible toasts to the hand-off time. */
  function hurryVisible() {
    for (const item of visible) {
      const clock = clocks.get(item.id)
      if (!clock || clock.handle === null) continue
      const remaining = clock.remaining - (now() - clock.startedAt)
      if (remaining <= handoffMs) continue
      timers.clearTimeout(clock.handle)
      startClock(item.id, handoffMs)
    }
  }

  function promote() {
    while (visible.length < maxVisible && waiting.length > 0) {
      const [next, ...rest] = waiting
      waiting = rest
      visible = [...visible, next]
      startClock(next.id, next.duration)
    }
  }

  function dismiss(id: number) {
    const clock = clocks.get(id)
    if (clock) timers.clearTimeout(clock.handle)
    clocks.delete(id)
    const before = visible.length + waiting.length
    visible = visible.filter((t) => t.id !== id)
    waiting = waiting.filter((t) => t.id !== id)
    if (visible.length + waiting.length === before) return
    promote()
    emit()
  }

  return {
    toast(input) {
      const item: Toast = {
        id: nextId++,
        title: input.title,
        description: input.description,
        action: input.action,
        variant: input.variant ?? 'default',
        duration: input.duration ?? defaultDuration,
      }
      waiting = [...waiting, item]
      promote()
      if (waiting.length > 0) hurryVisible()
      emit()
      return item.id
    },
    dismiss,
    pause(id) {
      const clock = clocks.get(id)
      if (!clock || clock.handle === null) return
      timers.clearTimeout(clock.handle)
      clocks.set(id, {
        handle: null,
        remaining: Math.max(0, clock.remaining - (now() - clock.startedAt)),
        startedAt: 0,
      })
    },
    resume(id) {
      const clock = clocks.get(id)
      if (!clock || clock.handle !== null) return
      startClock(id, waiting.length > 0 ? Math.min(clock.remaining, handoffMs) : clock.remaining)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
  }
}
