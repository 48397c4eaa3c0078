import { lazy } from 'react'

// The bell, its socket and its store load as a separate chunk, and only once a user is signed in: visitors
// (marketing pages, with their 150 KB script budget) never download them.
export const NotificationBell = lazy(() => import('./NotificationBell.js'))
