import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { FOCUSABLE_SELECTOR, nextTrapIndex } from './focus.js'

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** 'drawer' slides in from the side (mobile navigation). */
  variant?: 'modal' | 'drawer'
  /** Element focused when the dialog opens; default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>
  closeLabel?: string
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (el) => !el.hasAttribute('inert'),
  )
}

/** Modal dialog: focus moves in and is trapped, Esc and the backdrop close it, focus returns to the opener. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  variant = 'modal',
  initialFocusRef,
  closeLabel = 'Close',
}: DialogProps) {
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const panel = panelRef.current
    const target = initialFocusRef?.current ?? (panel ? focusables(panel)[0] : null) ?? panel
    target?.focus()
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previousOverflow
      if (opener?.isConnected) opener.focus()
    }
  }, [open, initialFocusRef])

  if (!open || typeof document === 'undefined') return null

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onCloseRef.current()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const items = focusables(panelRef.current)
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const current = items.indexOf(document.activeElement as HTMLElement)
    const atEdge = event.shiftKey ? current <= 0 : current === items.length - 1
    if (atEdge || current < 0) {
      event.preventDefault()
      items[nextTrapIndex(current, items.length, event.shiftKey)]?.focus()
    }
  }

  return createPortal(
    <div
      className={`ui-dialog-backdrop${variant === 'drawer' ? ' ui-dialog-backdrop--drawer' : ''}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current()
      }}
    >
      <div
        ref={panelRef}
        className={`ui-dialog${variant === 'drawer' ? ' ui-dialog--drawer' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="ui-btn ui-btn--ghost ui-dialog__close"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  )
}
