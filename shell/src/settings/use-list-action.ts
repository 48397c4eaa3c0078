import { useState } from 'react'
import { errorMessage } from '@cosign/ui'

/**
 * The actions of a settings section over a server list (the sessions, the data exports): one at a time, which one
 * runs (its key), its outcome (the message `work` answers, as text or the server's `{ message }`, or the failure
 * text), and the list read again after each.
 */
export function useListAction(reload: () => Promise<unknown>) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  async function run(key: string, work: () => Promise<string | { message: string } | null>, failure: string) {
    if (busy) return
    setBusy(key)
    setOutcome(null)
    try {
      const answer = await work()
      const message = typeof answer === 'string' || answer === null ? answer : answer.message
      if (message) setOutcome({ ok: true, message })
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, failure) })
    } finally {
      setBusy(null)
      await reload()
    }
  }

  return { busy, outcome, run }
}
