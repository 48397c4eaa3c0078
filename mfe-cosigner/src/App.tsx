import type { ComponentType } from 'react'
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom'
import { matchRoute } from '@cosign/contracts'
import { ErrorBoundary } from '@cosign/ui'
import { APP_NAME, routesWithPages, type PageKey } from './route-table.js'
import { CosignerProfilePage } from './features/profile/CosignerProfilePage.js'
import { CreateContractPage } from './features/contracts/CreateContractPage.js'
import { RenterRequestsPage } from './features/requests/RenterRequestsPage.js'

export interface PageProps {
  /** The route table's label of the page (its heading). */
  label: string
}

const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  cosignerProfile: CosignerProfilePage,
  createContract: CreateContractPage,
  renterRequests: RenterRequestsPage,
}

/**
 * Renders a page only while the URL belongs to this app: during a switch to another app this router may see
 * the new URL a moment before single-spa unmounts it (e.g. /profile/cosigner would match /profile/:id here).
 */
function OwnedPage({ page: Page, label }: { page: ComponentType<PageProps>; label: string }) {
  const { pathname } = useLocation()
  if (matchRoute(pathname)?.app !== APP_NAME) return null
  return <Page label={label} />
}

function AppRoutes() {
  const { pathname } = useLocation()
  return (
    // A new page gets a fresh boundary, so an error on one page does not stick to the next.
    <ErrorBoundary key={pathname}>
      <Routes>
        {routesWithPages().map(({ path, page, label }) => (
          <Route key={path} path={path} element={<OwnedPage page={PAGES[page]} label={label} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </ErrorBoundary>
  )
}

/** Root component: its own router, which follows every URL change (single-spa turns pushState into popstate). */
export function CosignerApp() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
