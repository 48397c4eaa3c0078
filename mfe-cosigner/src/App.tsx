import { MfeRouter } from '@cosign/ui/mfe-router'
import { APP_NAME, PAGE_BY_PATH } from './route-table.js'

/** Root component, mounted by lifecycle.tsx (single-spa) and standalone.tsx. */
export function CosignerApp() {
  return <MfeRouter app={APP_NAME} pageByPath={PAGE_BY_PATH} />
}
