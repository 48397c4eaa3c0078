import { useState, type FormEvent } from 'react'
import { focusFirstInvalid } from './components/focus.js'

/**
 * A checked form's sending: `submit(event, check, send)` stops the browser's own submit, does nothing while a
 * sending runs, runs `check` (which shows the errors it finds and says whether there are none), moves the focus
 * to the first invalid field when there is one, and otherwise runs `send` with `busy` true until it settles.
 * `send` handles its own failures.
 */
export function useCheckedSubmit() {
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>, check: () => boolean, send: () => Promise<void>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    if (!check()) {
      focusFirstInvalid(form)
      return
    }
    setBusy(true)
    try {
      await send()
    } finally {
      setBusy(false)
    }
  }
  return { busy, submit }
}
