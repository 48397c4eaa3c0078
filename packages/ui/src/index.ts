export {
  ApiError,
  isApiError,
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_CODE,
} from './api/api-error.js'
export { createApiClient, buildUrl } from './api/client.js'
export type { ApiClient, ApiClientOptions, RequestOptions, TokenProvider, QueryValue } from './api/client.js'
export { createSessionStore, REFRESH_LOCK_NAME } from './session/session-store.js'
export type {
  SessionHint,
  SessionState,
  SessionStatus,
  SessionStore,
  SignedOutReason,
} from './session/session-store.js'
export { createToastQueue } from './toast/toast-queue.js'
export type { Toast, ToastAction, ToastInput, ToastState, ToastVariant, ToastQueue } from './toast/toast-queue.js'
export {
  createThemeController,
  readThemePreference,
  resolveTheme,
  isThemePreference,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
} from './theme/theme.js'
export type { ThemePreference, ResolvedTheme, ThemeController } from './theme/theme.js'
export type { Timers } from './timers.js'

export {
  api,
  session,
  toasts,
  toast,
  configureUi,
  getTheme,
  DEFAULT_API_BASE,
  SESSION_HINT_KEY,
} from './instance.js'
export type { UiConfig } from './instance.js'
export { useSession, useToasts, useTheme } from './hooks.js'

export { Button, buttonClass } from './components/Button.js'
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button.js'
export { TextField } from './components/TextField.js'
export type { TextFieldProps } from './components/TextField.js'
export { Select } from './components/Select.js'
export type { SelectProps, SelectOption } from './components/Select.js'
export { Card } from './components/Card.js'
export { Alert } from './components/Alert.js'
export { Badge } from './components/Badge.js'
export type { BadgeVariant } from './components/Badge.js'
export { StatusBadge, statusBadgeVariant } from './components/StatusBadge.js'
export type { SemanticStatus } from './components/StatusBadge.js'
export { Avatar, initialsOf } from './components/Avatar.js'
export type { AvatarProps } from './components/Avatar.js'
export { Spinner } from './components/Spinner.js'
export { Dialog } from './components/Dialog.js'
export type { DialogProps } from './components/Dialog.js'
export { EmptyState } from './components/EmptyState.js'
export type { EmptyStateProps, EmptyIllustration } from './components/EmptyState.js'
export { ErrorBoundary, ErrorFallback } from './components/ErrorBoundary.js'
export { Page, PageHeader } from './components/PageHeader.js'
export { Toaster } from './components/Toaster.js'
export { ThemeSwitcher } from './components/ThemeSwitcher.js'
export { FOCUSABLE_SELECTOR, focusFirstInvalid, nextTabIndex, nextTrapIndex } from './components/focus.js'
export { useCheckedSubmit } from './form-submit.js'
export {
  creditScoreWithRating,
  displayName,
  formatDate,
  formatDateTime,
  formatFileSize,
  localIsoDay,
  paymentStatusBadgeVariant,
  paymentStatusLabel,
  prepareDateFormatters,
  type DateFormatOptions,
} from './format.js'

/** Money is integer cents; the UI shows USD with 2 decimals. */
export { formatUsd, formatWholeUsd } from '@cosign/api'
export { FormFields } from './components/FormFields.js'
export type { FormFieldSpec, FormFieldsProps, FormTextKey } from './components/FormFields.js'
// The micro-frontends' router is the subpath `@cosign/ui/mfe-router`: react-router-dom is not shared (each remote
// bundles the part it uses), so the router must come from the remote's own copy, not from this shared index.
export type { MfeRouterProps, PageProps } from './mfe/app-router.js'
// The apps' route tables take lazyPage from the subpath `@cosign/ui/lazy-page` (Node-importable, no session); it
// stays here too so remotes built before still find it in the shell's shared copy (changes here stay additive).
export { lazyPage } from './mfe/lazy-page.js'
export { LoadErrorAlert, TRY_AGAIN_INSIDE } from './components/LoadErrorAlert.js'
export type { LoadErrorAlertProps } from './components/LoadErrorAlert.js'

// The one way screens load server data: a cached, shared read per key, and its loading/error/empty states.
export { prefetchServerData, useServerData, serverData } from './server-data/use-server-data.js'
export type {
  ServerData,
  ServerDataOptions,
  ServerDataStatus,
  UseServerDataOptions,
} from './server-data/use-server-data.js'
export type { ServerDataKey, ServerDataLoader } from './server-data/store.js'
export { ServerDataView, RefreshingStatus } from './components/ServerDataView.js'
export type { ServerDataViewProps } from './components/ServerDataView.js'

// Live pushes (the shell's socket publishes, screens subscribe).
export {
  subscribeRealtime,
  publishRealtime,
  realtimeBus,
  createRealtimeBus,
  parseRealtimeEnvelope,
} from './realtime/realtime-bus.js'
export type { RealtimeBus, RealtimeEnvelope } from './realtime/realtime-bus.js'
export { agreementSharesApi } from './agreement-shares.js'
// The contract screens' pure rules (status labels, fee preview, terms hash) are the subpath
// `@cosign/ui/contract-format`: only the two contract apps need them, so they stay out of the shell's bundle.
// Likewise the form dialog and text area (`@cosign/ui/form-dialog`): a chunk of the screens that use them.
// Components only some screens use are subpaths too, bundled by those screens' apps: `@cosign/ui/bar-chart`,
// `contract-money-breakdown`, `data-list`, `data-table`, `money-bar`, `money-figure`, `payment-status-badge`,
// `person-card`, `skeleton-page`, `stat`, `stepper`, `tabs`, `total-figure`; the payment history read
// (`payment-history`); file downloads (`download`); the standalone page's start (`standalone`) (issue 28).
