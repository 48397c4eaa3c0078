import type { ReactNode } from 'react'
import { Alert } from './Alert.js'
import { Button, type ButtonSize } from './Button.js'

export interface LoadErrorAlertProps {
  title: ReactNode
  /** Why it failed, usually the server's message. */
  children?: ReactNode
  onRetry: () => void
  /** The retry button's text ('Retry'). */
  retryLabel?: string
  /** Under the alert (default), or inside it after the message (screens that say 'Try Again'). */
  retryPlacement?: 'below' | 'inside'
  retrySize?: ButtonSize
  /** The retry is running: the button shows it. */
  retrying?: boolean
}

/** The spec's "Try Again" inside the error alert (the account screens' lists and profiles). */
export const TRY_AGAIN_INSIDE = { retryLabel: 'Try Again', retryPlacement: 'inside' } as const

/** Data that could not be loaded: the error, and a Retry button under it (or inside it). */
export function LoadErrorAlert({
  title,
  children,
  onRetry,
  retryLabel = 'Retry',
  retryPlacement = 'below',
  retrySize,
  retrying,
}: LoadErrorAlertProps) {
  const retry = (
    <Button variant="secondary" size={retrySize} onClick={onRetry} loading={retrying}>
      {retryLabel}
    </Button>
  )
  if (retryPlacement === 'inside')
    return (
      <Alert variant="error" title={title}>
        {children !== undefined && children !== null && children !== '' ? (
          <p style={{ margin: '0 0 var(--ui-space-2)' }}>{children}</p>
        ) : null}
        {retry}
      </Alert>
    )
  return (
    <div className="ui-stack">
      <Alert variant="error" title={title}>
        {children}
      </Alert>
      <div>{retry}</div>
    </div>
  )
}
