import type { ReactNode } from 'react'
import { Alert } from './Alert.js'
import { Button } from './Button.js'

export interface LoadErrorAlertProps {
  title: ReactNode
  /** Why it failed, usually the server's message. */
  children?: ReactNode
  onRetry: () => void
}

/** Data that could not be loaded: the error, and a Retry button under it. */
export function LoadErrorAlert({ title, children, onRetry }: LoadErrorAlertProps) {
  return (
    <div className="ui-stack">
      <Alert variant="error" title={title}>
        {children}
      </Alert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </div>
  )
}
