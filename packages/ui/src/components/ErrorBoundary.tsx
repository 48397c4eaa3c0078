import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Alert } from './Alert.js'
import { Button } from './Button.js'

export interface ErrorBoundaryProps {
  children: ReactNode
  /** Custom fallback; `retry` clears the error and renders the children again. */
  fallback?: (error: Error, retry: () => void) => ReactNode
  onError?: (error: Error, info: ErrorInfo) => void
}
interface State {
  error: Error | null
}

export function ErrorFallback({
  retry,
  title = 'Something went wrong',
}: {
  retry: () => void
  title?: string
}) {
  return (
    <div className="ui-page">
      <Alert variant="error" title={title}>
        <p style={{ margin: '0 0 var(--ui-space-3)' }}>This part of the page could not be shown. Please try again.</p>
        <Button variant="secondary" onClick={retry}>
          Retry
        </Button>
      </Alert>
    </div>
  )
}

/** Keeps a rendering error inside one area of the page, with a Retry button. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  retry = () => this.setState({ error: null })

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return this.props.fallback ? this.props.fallback(error, this.retry) : <ErrorFallback retry={this.retry} />
  }
}
