import { isValidElement, type ReactNode } from 'react'
import type { ServerData } from '../server-data/use-server-data.js'
import { EmptyState, type EmptyStateProps } from './EmptyState.js'
import { LoadErrorAlert, type LoadErrorAlertProps } from './LoadErrorAlert.js'
import { Spinner, type SpinnerProps } from './Spinner.js'

export interface ServerDataViewProps<T> {
  /** What useServerData answered. */
  state: ServerData<T>
  /** The spinner's label while loading ('Loading…'); also announced (visually hidden) while shown data refreshes. */
  loadingLabel?: string
  loadingSize?: SpinnerProps['size']
  /** Replaces the spinner (a page skeleton, say). */
  loading?: ReactNode
  /** The error alert's title; a function of the message for alerts titled by it. */
  errorTitle?: ReactNode | ((message: string) => ReactNode)
  /**
   * Under the title: the failure's message by default, nothing when `errorTitle` is a function (the title
   * already says it); a node (or null for nothing) replaces it.
   */
  errorBody?: ReactNode | ((message: string) => ReactNode)
  /** Where the retry button sits and what it says (LoadErrorAlert's options). */
  retry?: Pick<LoadErrorAlertProps, 'retryLabel' | 'retryPlacement' | 'retrySize'>
  /** Replaces the whole error alert (a page that explains a 404, say). */
  error?: (message: string, retry: () => void, error: unknown) => ReactNode
  /** When the data counts as empty, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean
  /**
   * Shown for empty data: an EmptyState's props (what nearly every list gives) or any node. Without `isEmpty`,
   * a list (or a page's `items`) is empty when it has no items.
   */
  empty?: EmptyStateProps | ReactNode
  children: (data: T) => ReactNode
}

/**
 * Loading (Spinner), error (LoadErrorAlert with a retry) and empty (EmptyState) states of server data, drawn
 * from one place; the children draw the data. Nothing is drawn while the key is idle.
 */
export function ServerDataView<T>({
  state,
  loadingLabel = 'Loading…',
  loadingSize,
  loading,
  errorTitle = 'Error fetching data',
  errorBody,
  retry,
  error,
  isEmpty,
  empty = null,
  children,
}: ServerDataViewProps<T>) {
  if (state.status === 'idle') return null
  if (state.status === 'loading') return <>{loading ?? <Spinner label={loadingLabel} size={loadingSize} />}</>
  if (state.status === 'error') {
    const onRetry = () => void state.reload()
    if (error) return <>{error(state.message, onRetry, state.error)}</>
    const title = typeof errorTitle === 'function' ? errorTitle(state.message) : errorTitle
    const body =
      errorBody === undefined
        ? typeof errorTitle === 'function'
          ? null
          : state.message
        : typeof errorBody === 'function'
          ? errorBody(state.message)
          : errorBody
    return (
      <LoadErrorAlert title={title} onRetry={onRetry} {...retry}>
        {body}
      </LoadErrorAlert>
    )
  }
  return (
    <>
      {state.refreshing ? <RefreshingStatus label={loadingLabel} /> : null}
      {isEmptyData(state.data, isEmpty, empty) ? emptyView(empty) : children(state.data)}
    </>
  )
}

function emptyView(empty: EmptyStateProps | ReactNode): ReactNode {
  return isEmptyStateProps(empty) ? <EmptyState {...empty} /> : empty
}

function isEmptyStateProps(empty: EmptyStateProps | ReactNode): empty is EmptyStateProps {
  return typeof empty === 'object' && empty !== null && !isValidElement(empty) && 'title' in empty
}

function isEmptyData<T>(data: T, isEmpty: ((data: T) => boolean) | undefined, empty: unknown): boolean {
  if (isEmpty) return isEmpty(data)
  return empty !== null && listOf(data)?.length === 0
}

/** The data's list: the data itself, or a page's `items`. */
function listOf(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data
  const items = data && typeof data === 'object' ? (data as { items?: unknown }).items : undefined
  return Array.isArray(items) ? items : null
}

/**
 * Shown data being read again (a revisit's refresh, the next page): said to assistive technology with the
 * loading label, while the data stays on screen.
 */
export function RefreshingStatus({ label = 'Loading…' }: { label?: string }) {
  return (
    <span className="ui-visually-hidden" role="status">
      {label}
    </span>
  )
}
