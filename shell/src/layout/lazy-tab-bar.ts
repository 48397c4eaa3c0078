import { lazy } from 'react'

// The tab bar, with the Chat tab's unread count, shows only for signed-in renters and cosigners: a separate
// chunk, so visitors (marketing pages, with their 150 KB script budget) never download it.
export const TabBar = lazy(() => import('./TabBar.js'))
