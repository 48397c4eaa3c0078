import type { JsMsg } from '@nats-io/jetstream'

/**
 * How long JetStream waits for an acknowledgement before it redelivers a message: the worst delay of an event
 * whose instance died while holding it (issue 32: under 5 s). Healthy instances never reach it, because they
 * signal progress on everything they hold every PROGRESS_INTERVAL_MS.
 */
export const ACK_WAIT_MS = 4000
/** A quarter of the ack wait: three signals may be late (a busy event loop) before a redelivery. */
export const PROGRESS_INTERVAL_MS = 1000

/**
 * The messages an instance has received and not yet settled (waiting their turn or being handled). While held,
 * each gets an in-progress signal (`working()`) on a timer, so JetStream does not redeliver a slow but healthy
 * handler's event; when the instance stops, `releaseAll` gives back the ones not started (`nak()`) so another
 * instance takes them at once instead of after the ack wait.
 */
export class HeldMessages {
  private readonly held = new Set<JsMsg>()
  private timer: ReturnType<typeof setInterval> | null = null

  constructor(private readonly progressIntervalMs = PROGRESS_INTERVAL_MS) {}

  get size(): number {
    return this.held.size
  }

  hold(msg: JsMsg): void {
    this.held.add(msg)
    if (this.timer) return
    this.timer = setInterval(() => {
      for (const m of this.held) m.working()
    }, this.progressIntervalMs)
    this.timer.unref?.()
  }

  /** The message was acknowledged, terminated or negatively acknowledged: no more progress signals. */
  settled(msg: JsMsg): void {
    this.held.delete(msg)
    if (this.held.size === 0 && this.timer) {
      clearInterval(this.timer)
      this.timer = null
    }
  }

  /** Gives `msg` back to JetStream for immediate redelivery (to any instance). */
  release(msg: JsMsg): void {
    msg.nak()
    this.settled(msg)
  }
}
