/**
 * A log destination that writes all lines logged during one turn of the event loop in a single write.
 * With one line per request, writing each line on its own was a noticeable share of the proxy's CPU under
 * load (one system call per request); batching makes it one per turn. Lines still reach the output within
 * the same turn, and whatever is pending is written synchronously when the process exits.
 */
export class BatchedLogStream {
  private pending: string[] = []
  private scheduled = false
  private readonly flushSoon = () => this.flush()

  constructor(private readonly out: { write(chunk: string): unknown }) {}

  write(line: string): void {
    this.pending.push(line)
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(this.flushSoon)
    }
  }

  flush(): void {
    this.scheduled = false
    if (this.pending.length === 0) return
    const chunk = this.pending.length === 1 ? this.pending[0] : this.pending.join('')
    this.pending = []
    this.out.write(chunk)
  }
}

let stdoutStream: BatchedLogStream | undefined

/** The process-wide batched stdout (one per process, flushed on exit). */
export function batchedStdout(): BatchedLogStream {
  if (!stdoutStream) {
    const stream = new BatchedLogStream(process.stdout)
    process.once('exit', () => stream.flush())
    stdoutStream = stream
  }
  return stdoutStream
}
