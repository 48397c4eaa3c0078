import { MarketingRoutes } from './routes.js'

/** Root component mounted by single-spa (inside the shell) or by the standalone entry. */
export function MarketingApp() {
  return <MarketingRoutes />
}
