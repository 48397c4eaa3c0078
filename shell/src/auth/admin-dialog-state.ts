import { lazy } from 'react'

// The dialog's code loads on first use (or when the pointer/focus reaches the Admin button), keeping it out
// of the first page load.
const importDialog = () => import('./AdminLoginDialog.js')
export const AdminLoginDialog = lazy(importDialog)
export function preloadAdminLoginDialog(): void {
  void importDialog()
}
