import type { ReactNode } from 'react'

export interface AlertProps {
  variant?: 'info' | 'success' | 'error'
  title?: ReactNode
  children?: ReactNode
}

/** Inline message. Errors use role="alert" so they are announced when they appear. */
export function Alert({ variant = 'info', title, children }: AlertProps) {
  return (
    <div className={`ui-alert ui-alert--${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      {title ? <p className="ui-alert__title">{title}</p> : null}
      {children ? <div className="ui-alert__body">{children}</div> : null}
    </div>
  )
}
