// A drawn signature (the maintained `signature_pad` library on a canvas) for the contract screens. Exported as
// the subpath `@cosign/ui/signature-pad`, not from the package index: the index is the shell's eagerly loaded
// singleton, and only the two contract screens need the drawing library, so each remote bundles it instead.
// Holds no session state, so a copy per remote is fine.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import SignaturePadLib from 'signature_pad'
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from '@cosign/api'

export interface SignaturePadProps {
  /** Visible label of the canvas ("Your signature"). */
  label: string
  /**
   * Called with the signature as a PNG data URL after each stroke (or typed signature), and with null when the
   * pad is cleared. The parent keeps it and enables its submit button while it is not null.
   */
  onChange: (imagePng: string | null) => void
  /** Stops drawing and the buttons (while the signature is being submitted). */
  disabled?: boolean
  /** The signer's name, offered as the text of a typed signature (keyboard users cannot draw). */
  signerName?: string
  /** CSS height of the canvas; the width follows the container (phone to desktop). */
  height?: number
}

/**
 * Pixels per CSS pixel for a crisp line on high-density screens; capped so the PNG stays small and within the
 * signature bounds the server enforces (SIGNATURE_MAX_WIDTH x SIGNATURE_MAX_HEIGHT pixels).
 */
function pixelRatio(cssWidth: number, cssHeight: number): number {
  const wanted = Math.min(Math.max(window.devicePixelRatio || 1, 1), 3)
  return Math.min(wanted, SIGNATURE_MAX_WIDTH / Math.max(cssWidth, 1), SIGNATURE_MAX_HEIGHT / Math.max(cssHeight, 1))
}

/** A typed name drawn in a script face as a PNG data URL the size of the canvas. */
function typedSignaturePng(name: string, cssWidth: number, cssHeight: number, ratio: number): string {
  const canvas = document.createElement('canvas')
  canvas.width = Math.min(Math.round(cssWidth * ratio), SIGNATURE_MAX_WIDTH)
  canvas.height = Math.min(Math.round(cssHeight * ratio), SIGNATURE_MAX_HEIGHT)
  const ctx = canvas.getContext('2d')
  if (!ctx) return ''
  ctx.scale(ratio, ratio)
  let size = Math.round(cssHeight * 0.4)
  const font = (px: number) => `italic ${px}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`
  ctx.font = font(size)
  while (size > 12 && ctx.measureText(name).width > cssWidth - 32) {
    size -= 2
    ctx.font = font(size)
  }
  ctx.fillStyle = '#111827'
  ctx.textBaseline = 'middle'
  ctx.fillText(name, 16, cssHeight / 2)
  return canvas.toDataURL('image/png')
}

export function SignaturePad({ label, onChange, disabled = false, signerName, height = 180 }: SignaturePadProps) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const wrapperRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const padRef = useRef<SignaturePadLib | null>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const [empty, setEmpty] = useState(true)
  const [typing, setTyping] = useState(false)
  const [typedName, setTypedName] = useState(signerName ?? '')
  const typedInputRef = useRef<HTMLInputElement>(null)
  const typeButtonRef = useRef<HTMLButtonElement>(null)

  const report = useCallback(() => {
    const pad = padRef.current
    if (!pad) return
    const isEmpty = pad.isEmpty()
    setEmpty(isEmpty)
    onChangeRef.current(isEmpty ? null : pad.toDataURL('image/png'))
  }, [])

  useEffect(() => {
    const canvas = canvasRef.current
    const wrapper = wrapperRef.current
    if (!canvas || !wrapper) return
    const pad = new SignaturePadLib(canvas, { penColor: '#111827', minWidth: 0.8, maxWidth: 2.6 })
    padRef.current = pad
    let lastWidth = 0
    let lastRatio = 0

    // The canvas's pixel size follows its CSS width x the pixel ratio (crisp lines); strokes are kept.
    const resize = () => {
      const width = wrapper.clientWidth
      const ratio = pixelRatio(width, height)
      if (width === 0 || (width === lastWidth && ratio === lastRatio)) return
      lastWidth = width
      lastRatio = ratio
      canvas.width = Math.min(Math.round(width * ratio), SIGNATURE_MAX_WIDTH)
      canvas.height = Math.min(Math.round(height * ratio), SIGNATURE_MAX_HEIGHT)
      canvas.style.width = `${width}px`
      canvas.style.height = `${height}px`
      canvas.getContext('2d')?.scale(ratio, ratio)
      pad.redraw()
    }
    // ResizeObserver reports the first size after the browser's own layout; measuring here would force that
    // layout inside React's commit (as BarChart's did, docs/perf.md, stop 52). Without it, measure now.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize)
    if (observer) observer.observe(wrapper)
    else resize()
    window.addEventListener('resize', resize)
    const onEnd = () => report()
    pad.addEventListener('endStroke', onEnd)
    listening.current = true
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', resize)
      pad.removeEventListener('endStroke', onEnd)
      pad.off()
      padRef.current = null
    }
  }, [height, report])

  // The library listens from its construction; stop while disabled, listen again after (once).
  const listening = useRef(true)
  useEffect(() => {
    const pad = padRef.current
    if (!pad) return
    if (disabled && listening.current) pad.off()
    else if (!disabled && !listening.current) pad.on()
    listening.current = !disabled
  }, [disabled])

  useEffect(() => {
    if (typing) typedInputRef.current?.focus()
  }, [typing])

  function clear() {
    padRef.current?.clear()
    report()
    canvasRef.current?.focus()
  }

  async function applyTyped(event: FormEvent) {
    event.preventDefault()
    const pad = padRef.current
    const canvas = canvasRef.current
    const name = typedName.trim()
    if (!pad || !canvas || !name) return
    const ratio = pixelRatio(canvas.clientWidth || canvas.width, height)
    const png = typedSignaturePng(name, canvas.width / ratio, canvas.height / ratio, ratio)
    pad.clear()
    await pad.fromDataURL(png, { ratio })
    report()
    setTyping(false)
    typeButtonRef.current?.focus()
  }

  return (
    <div className="ui-signature">
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      <span id={hintId} className="ui-field__hint">
        Draw your signature in the box with a finger, stylus or mouse, or type it instead.
      </span>
      <div ref={wrapperRef} className="ui-signature__frame" style={{ height }} data-empty={empty || undefined}>
        <canvas
          ref={canvasRef}
          className="ui-signature__canvas"
          role="img"
          tabIndex={0}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-disabled={disabled || undefined}
          data-testid="signature-canvas"
        />
        {empty ? (
          <span className="ui-signature__placeholder" aria-hidden="true">
            Sign here
          </span>
        ) : null}
      </div>
      <p className="ui-visually-hidden" aria-live="polite">
        {empty ? 'Signature is empty.' : 'Signature added.'}
      </p>
      <div className="ui-row ui-signature__actions">
        <button
          type="button"
          className="ui-btn ui-btn--secondary ui-btn--sm"
          onClick={clear}
          disabled={disabled || empty}
        >
          Clear
        </button>
        <button
          ref={typeButtonRef}
          type="button"
          className="ui-btn ui-btn--ghost ui-btn--sm"
          aria-expanded={typing}
          onClick={() => setTyping((open) => !open)}
          disabled={disabled}
        >
          Type signature instead
        </button>
      </div>
      {typing ? (
        <div className="ui-signature__typed">
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-typed`}>
              Type your full name
            </label>
            <input
              ref={typedInputRef}
              id={`${id}-typed`}
              className="ui-input"
              value={typedName}
              autoComplete="name"
              maxLength={80}
              onChange={(event) => setTypedName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void applyTyped(event)
                if (event.key === 'Escape') {
                  setTyping(false)
                  typeButtonRef.current?.focus()
                }
              }}
              disabled={disabled}
            />
          </div>
          <button
            type="button"
            className="ui-btn ui-btn--secondary ui-btn--sm"
            onClick={(event) => void applyTyped(event)}
            disabled={disabled || !typedName.trim()}
          >
            Use typed signature
          </button>
        </div>
      ) : null}
    </div>
  )
}
